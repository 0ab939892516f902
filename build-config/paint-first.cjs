// A page that carries a first screen drawn by the server starts its app only once that screen's first picture is on
// the screen. The entry script is still fetched at once (preload); only its run waits, for the picture's load and
// the frame that paints it, at most a second. On a slow phone the app's start-up holds the main thread for a few
// hundred milliseconds, and the picture a visitor came for would otherwise wait behind it.

const entryTag = /<script defer="defer" src="([^"]+)"><\/script>/;

/** Runs in the page, right after the first screen: starts `src` once the first eager picture has been painted. */
const startAfterPicture = (src, nonce) => `<script nonce="${nonce}">(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = ${JSON.stringify(src)};
    document.head.append(script);
  };
  const picture = document.querySelector('#root img:not([loading=lazy])');
  if (!picture) return start();
  const painted = () => requestAnimationFrame(() => setTimeout(start));
  if (picture.complete) painted();
  else {
    picture.addEventListener('load', painted);
    picture.addEventListener('error', start);
  }
  setTimeout(start, 1000);
})();</script>`;

/**
 * `page` (the built index.html with the first screen in its root element) with its entry started as above, by an
 * inline script the page's Content-Security-Policy allows by its `nonce`.
 */
function paintFirst(page, nonce) {
  const src = entryTag.exec(page)?.[1];
  if (!src) return page;
  return page
    .replace(entryTag, `<link rel="preload" href="${src}" as="script">`)
    .replace('</body>', `${startAfterPicture(src, nonce)}</body>`);
}

module.exports = { paintFirst };
