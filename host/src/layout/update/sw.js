// The portal's service worker. It caches nothing: every request goes to the network as before. Its bytes change
// with every build of the shell (the line below), so the browser notices a new deployment, installs it and waits;
// the page then offers to reload, and only when the user agrees does the new version take over.
// build: __BUILD_HASH__
self.addEventListener('message', (event) => {
  if (event.data === 'skipWaiting') self.skipWaiting();
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
