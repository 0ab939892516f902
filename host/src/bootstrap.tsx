import '@portal/shared/styles.css';
import { queryClient, settingsQuery, translationsQuery } from '@portal/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerSectionRemotes } from './federation/remotes';
import { loadRuntimeConfig } from './federation/runtime-config';

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // Drawn once the translations and the feature switches are in (the page preloads both): until then the page
  // keeps the first screen its server drew, where a loader in its place would blank it.
  Promise.all([
    loadRuntimeConfig(),
    queryClient.prefetchQuery(translationsQuery()),
    queryClient.prefetchQuery(settingsQuery()),
  ]).then(([manifests]) => {
    registerSectionRemotes(manifests);
    // As a transition the first render yields to the browser every few milliseconds instead of blocking it.
    startTransition(() => root.render(<App />));
  });
}
