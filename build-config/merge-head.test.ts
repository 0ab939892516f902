import { describe, expect, it } from '@jest/globals';
import { mergeHead } from './merge-head.cjs';

// As the host's build writes it (html-webpack-plugin, with the share card's defaults).
const built =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Coffee Portal</title>' +
  '<meta name="description" content="Coffee in Cambodia"><meta property="og:type" content="website">' +
  '<meta property="og:title" content="Coffee Portal"><meta property="og:image" content="/share-image.png">' +
  '<meta property="og:image:width" content="512"><meta property="og:image:height" content="300">' +
  '<meta name="twitter:card" content="summary_large_image"><script defer="defer" src="/main.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

describe("the page's head with the server's additions", () => {
  it('adds them before the end of the head', () => {
    const page = mergeHead(built, '<script id="runtime-config">{}</script>');
    expect(page).toContain('<script id="runtime-config">{}</script></head>');
    expect(mergeHead(built, '')).toBe(built);
  });

  it("lets an added title, description or share-card property replace the build's own", () => {
    const page = mergeHead(
      built,
      '<title>Kirirom | Coffee Portal</title><meta name="description" content="Beans">' +
        '<meta property="og:title" content="Kirirom"><meta property="og:image" content="https://x/p.png">',
    );
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Kirirom | Coffee Portal</title>');
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(page).not.toContain('content="Coffee Portal"');
    // The default picture's size goes with it; what nothing replaces stays.
    expect(page).not.toContain('og:image:width');
    expect(page).toContain('<meta property="og:type" content="website">');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(page).toContain('<script defer="defer" src="/main.js"></script>');
  });
});
