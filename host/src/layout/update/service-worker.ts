/**
 * Registers the service worker and calls `onUpdate` when a new version of the shell is installed and waiting.
 * `apply` lets the new version take over and reloads the page once it has; the first install reloads nothing.
 */
export function watchForUpdates(
  onUpdate: (apply: () => void) => void,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  reload = () => window.location.reload(),
) {
  if (!container) return;
  let applying = false;
  container.addEventListener('controllerchange', () => {
    if (applying) reload();
  });
  const offer = (worker: ServiceWorker) =>
    onUpdate(() => {
      applying = true;
      worker.postMessage('skipWaiting');
    });
  container
    .register('/sw.js')
    .then((registration) => {
      // Only an update has a controller already; the very first install is not a new version.
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && container.controller) offer(worker);
        });
      });
      // A tab left open for days still hears of new versions.
      setInterval(() => registration.update().catch(() => {}), 60 * 60 * 1000);
    })
    .catch(() => {});
}
