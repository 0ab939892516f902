import '@portal/shared/styles.css';
import { StandaloneApp } from '@portal/shared';
import { createRoot } from 'react-dom/client';
import AccountRoutes from './routes';

// Standalone start for the account team: the same providers, theme and API as inside the host.
const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneApp section="account" routes={<AccountRoutes />} />);
