// The page an app's server answers for a path the app routes itself: its index.html with what the app's `head` adds
// and the `firstScreen` it draws inside the root element; a page with a first screen paints its first picture before
// the app starts (paint-first.cjs). The production server (serve.cjs) and the development server (dev-pages.cjs)
// both draw it here.
const { mergeHead } = require('./merge-head.cjs');
const { paintFirst } = require('./paint-first.cjs');

/**
 * @param {string} page  the build's index.html
 * @param {any} request  the request, as the app's `head` and `firstScreen` read it (url, headers, protocol, host…)
 * @param {object} options
 * @param {(request: any, served: { liveDir: string }) => string | Promise<string>} [options.head]
 * @param {(request: any) => string | Promise<string>} [options.firstScreen]
 * @param {string} options.liveDir  the folder the page is served from
 * @param {string} options.nonce  the page's script nonce
 * @returns {Promise<string>}
 */
async function drawPage(page, request, { head, firstScreen, liveDir, nonce }) {
  const [more, screen] = await Promise.all([
    head?.(request, { liveDir }) ?? '',
    firstScreen?.(request) ?? '',
  ]);
  const drawn = mergeHead(page, more).replace('<div id="root"></div>', `<div id="root">${screen}</div>`);
  return screen ? paintFirst(drawn, nonce) : drawn;
}

module.exports = { drawPage };
