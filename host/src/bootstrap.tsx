import '@portal/shared/styles.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerSectionRemotes } from './federation/remotes';
import { loadRuntimeConfig } from './federation/runtime-config';

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  loadRuntimeConfig().then((manifests) => {
    registerSectionRemotes(manifests);
    // As a transition the first render yields to the browser every few milliseconds instead of blocking it.
    startTransition(() => root.render(<App />));
  });
}
