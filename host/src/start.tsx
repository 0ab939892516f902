import '@portal/shared/styles.css';
import { queryClient, settingsQuery, translationsQuery } from '@portal/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prepareFirstPage, registerSectionRemotes } from './federation/remotes';
import { loadRuntimeConfig } from './federation/runtime-config';

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // Drawn once the translations and the feature switches are in (the page preloads both): until then the page
  // keeps the first screen its server drew, where a loader in its place would blank it. Over a first screen the
  // page's own section may also prepare the page, so that the app draws it once, whole.
  const serverDrewFirstScreen = container.firstElementChild !== null;
  Promise.all([
    loadRuntimeConfig().then((manifests) => {
      registerSectionRemotes(manifests);
      return serverDrewFirstScreen ? prepareFirstPage() : undefined;
    }),
    queryClient.prefetchQuery(translationsQuery()),
    queryClient.prefetchQuery(settingsQuery()),
  ]).then(() => {
    // As a transition the first render yields to the browser every few milliseconds instead of blocking it.
    startTransition(() => root.render(<App />));
  });
}
