import '@portal/shared/styles.css';
import { StandaloneApp } from '@portal/shared';
import { createRoot } from 'react-dom/client';
import AdminRoutes from './routes';

// Standalone start for the back-office team: the same providers, theme and API as inside the host.
const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneApp section="admin" routes={<AdminRoutes />} />);
