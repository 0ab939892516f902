import '@portal/shared/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerSectionRemotes } from './federation/remotes';
import { loadRuntimeConfig } from './federation/runtime-config';

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  loadRuntimeConfig().then((manifests) => {
    registerSectionRemotes(manifests);
    root.render(<App />);
  });
}
