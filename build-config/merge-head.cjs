// The host's server adds to the built page's <head>. A title, a description or a share-card property it adds for
// one page (host/page-meta.cjs) replaces the build's default rather than following it: crawlers take either the
// first or the last of two, depending on whose they are.

const keyOf = (tag) => /^<meta (?:name|property)="([^"]+)"/.exec(tag)?.[1];

/** `page` with `more` at the end of its head; a `<title>` or `<meta name|property>` in `more` replaces the page's. */
const mergeHead = (page, more) => {
  if (!more) return page;
  const keys = new Set(
    [...more.matchAll(/<meta (?:name|property)="[^"]+"[^>]*>/g)].map(([tag]) => keyOf(tag)),
  );
  const [head = '', rest = ''] = page.split('</head>');
  const kept = head
    .replace(/<title>[^<]*<\/title>/, (title) => (more.includes('<title>') ? '' : title))
    // og:image:width belongs to og:image: a new picture drops the default's size too.
    .replace(/<meta (?:name|property)="([^"]+)"[^>]*>/g, (tag, key) =>
      keys.has(key) || keys.has(key.split(':').slice(0, -1).join(':')) ? '' : tag,
    );
  return `${kept}${more}</head>${rest}`;
};

module.exports = { mergeHead };
