import '@portal/shared/styles.css';
import { StandaloneApp } from '@portal/shared';
import { createRoot } from 'react-dom/client';
import AdminRoutes from './routes';

// Standalone start for the back-office team: the same providers, theme, API and sign-in as inside the host; as the
// shell does, a guest signs in before the back office loads.
const container = document.getElementById('root');
if (container)
  createRoot(container).render(<StandaloneApp section="admin" routes={<AdminRoutes />} signedInOnly />);
