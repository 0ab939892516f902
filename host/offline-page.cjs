// The page the service worker answers a navigation with when the network is gone and the page was never opened on
// this device: one static file in both languages, no script, made at build time. Its one other file, the Khmer font,
// is kept by the service worker beside it.
const { attribute, text } = require('./html.cjs');

/**
 * @param {{ en: Record<string, string>, km: Record<string, string>, khmerFont?: string }} options  the localize
 *   files, and the URL of the Khmer font's regular face
 * @returns {string}
 */
function offlinePage({ en, km, khmerFont }) {
  const part = (language, texts, heading) => `
    <section lang="${language}">
      <${heading}>${text(texts.offlinePageTitle)}</${heading}>
      <p>${text(texts.offlinePageBody)}</p>
      <p><a href="">${text(texts.offlinePageRetry)}</a></p>
    </section>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(en.offlinePageTitle)} | Coffee Portal</title>
<style>
${khmerFont ? `  @font-face { font-family: 'Noto Sans Khmer'; src: url("${attribute(khmerFont)}") format('woff2'); font-weight: 100 900; }\n` : ''}  body { font-family: system-ui, 'Noto Sans Khmer', sans-serif; margin: 0; padding: 48px 24px; color: #2b2118; background: #fffaf5; }
  main { max-width: 560px; margin: 0 auto; }
  section[lang="km"] { font-family: 'Noto Sans Khmer', system-ui, sans-serif; }
  section + section { border-top: 1px solid #eadfd4; margin-top: 32px; padding-top: 16px; }
  h1, h2 { font-size: 1.5rem; }
  a { display: inline-block; padding: 10px 18px; border-radius: 6px; background: #c2410c; color: #fff; text-decoration: none; }
</style>
</head>
<body>
<main>${part('en', en, 'h1')}${part('km', km, 'h2')}
</main>
</body>
</html>
`;
}

module.exports = { offlinePage };
