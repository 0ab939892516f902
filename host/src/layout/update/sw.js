// The portal's service worker. It keeps the offline page (and its Khmer font), answered to a navigation the network
// cannot serve (a page never opened on this device, while offline); everything else goes to the network as before. Its bytes
// change with every build of the shell (the build line), so the browser notices a new deployment, installs it and
// waits; the page then offers to reload, and only when the user agrees does the new version take over.
// build: __BUILD_HASH__
const offlineCache = 'offline-__BUILD_HASH__';
const offlinePage = '/offline.html';
const offlineFiles = __OFFLINE_FILES__;

self.addEventListener('install', (event) =>
  event.waitUntil(caches.open(offlineCache).then((cache) => cache.addAll(offlineFiles))),
);
self.addEventListener('message', (event) => {
  if (event.data === 'skipWaiting') self.skipWaiting();
});
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== offlineCache).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  ),
);
self.addEventListener('fetch', (event) => {
  if (offlineFiles.includes(new URL(event.request.url).pathname) && event.request.mode !== 'navigate') {
    event.respondWith(
      fetch(event.request).catch(() => caches.match(event.request, { cacheName: offlineCache })),
    );
    return;
  }
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request).catch(() =>
      caches.match(offlinePage, { cacheName: offlineCache }).then((page) => page ?? Response.error()),
    ),
  );
});
