// A page in Khmer cannot draw its words until the Khmer font is in: it asks for the font from the start, beside its
// style sheets, instead of once its first layout finds Khmer text. A page in another language never fetches it
// (shared/src/ui/styles.css limits the font to the Khmer range).
const fs = require('node:fs');
const path = require('node:path');
const { attribute } = require('./html.cjs');

const khmerFont = /^noto-sans-khmer-khmer-(400|700)-normal\.[0-9a-f]+\.woff2$/;

const found = new Map(); // a release's folder -> its preload links; a release never changes once made

/**
 * The `<link rel="preload">` tags of the Khmer font's regular and bold faces in the build at `liveDir`, for a page in
 * `language`; '' for any other language, or a build without them.
 * @param {string} liveDir
 * @param {string} language
 */
function fontPreloads(liveDir, language) {
  if (language !== 'km') return '';
  if (!found.has(liveDir)) found.set(liveDir, linksOf(liveDir));
  return found.get(liveDir);
}

/** @param {string} liveDir */
function linksOf(liveDir) {
  try {
    const page = fs.readFileSync(path.join(liveDir, 'index.html'), 'utf8');
    // The build's public path, as its page names its own entry script.
    const publicPath = /<script[^>]* src="([^"]*)main\.js"/.exec(page)?.[1] ?? '/';
    return fs
      .readdirSync(path.join(liveDir, 'assets'))
      .filter((file) => khmerFont.test(file))
      .sort()
      .map(
        (file) =>
          `<link rel="preload" href="${attribute(`${publicPath}assets/${file}`)}" as="font" type="font/woff2" crossorigin>`,
      )
      .join('');
  } catch {
    return '';
  }
}

module.exports = { fontPreloads };
