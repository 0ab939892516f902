import '@portal/shared/styles.css';
import { loadAllTranslations, queryClient, settingsQuery, translationsQuery } from '@portal/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prepareFirstPage, registerSectionRemotes } from './federation/remotes';
import { loadRuntimeConfig } from './federation/runtime-config';
import { holdServerFirstScreen } from './layout/first-screen/ServerFirstScreen';

const releaseHealthAfterMs = 10_000;

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // Drawn once the translations and the feature switches are in: the page carries them (the shell's and its
  // section's keys), or preloads them when its server had no answer. Over a first screen drawn by the server, the
  // page's section prepares the page meanwhile, and the server's screen stands in for it until then.
  const serverDrewFirstScreen = container.firstElementChild !== null;
  Promise.all([
    loadRuntimeConfig().then((manifests) => {
      registerSectionRemotes(manifests);
      if (serverDrewFirstScreen) holdServerFirstScreen(container, prepareFirstPage());
    }),
    queryClient.prefetchQuery(translationsQuery()),
    queryClient.prefetchQuery(settingsQuery()),
  ]).then(() => {
    // As a transition the first render yields to the browser every few milliseconds instead of blocking it.
    startTransition(() => root.render(<App />));
    // Release health's reporter comes long after the first screen; its page views wait in release-health.ts.
    setTimeout(() => {
      import('./federation/release-health-reporter').then(({ startReleaseHealth }) => startReleaseHealth());
    }, releaseHealthAfterMs);
    // Once the page is idle (Safari has no idle callback: a second later there): the rest of the translations (other
    // sections', keys built at run time), and the switches again, as the page's may be up to 30 s old.
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
    whenIdle(
      () => {
        loadAllTranslations();
        queryClient.invalidateQueries({ queryKey: settingsQuery().queryKey });
      },
      { timeout: 2000 },
    );
  });
}
