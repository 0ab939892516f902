import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { paintFirst } from './paint-first.cjs';

const built =
  '<!doctype html><html><head><title>Coffee Portal</title><script defer="defer" src="/main.js"></script></head>' +
  '<body><div id="root">SCREEN</div></body></html>';

/** The page with `screen` in its root element, as the server sends it; its start-up script run in this document. */
const load = (screen: string) => {
  const page = paintFirst(built.replace('SCREEN', screen), 'n0nce');
  document.body.innerHTML = `<div id="root">${screen}</div>`;
  // The only inline script, allowed by the page's Content-Security-Policy through its nonce.
  const code = /<\/div><script nonce="n0nce">([\s\S]*)<\/script><\/body>/.exec(page)?.[1];
  if (!code) throw new Error('no start-up script after the root element');
  new Function(code)();
  return page;
};
const entryScripts = () => document.head.querySelectorAll('script[src="/main.js"]').length;

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('a page with a first screen', () => {
  it('fetches the entry at once but runs it from a script after the first screen', () => {
    const page = load('<img src="/p.png">');
    expect(page).toContain(
      '<head><title>Coffee Portal</title><link rel="preload" href="/main.js" as="script">',
    );
    expect(page).not.toContain('<script defer');
  });

  it('starts the app once the first eager picture has loaded and been painted, once', () => {
    load('<img src="/lazy.png" loading="lazy"><img id="lead" src="/p.png">');
    jest.advanceTimersByTime(500);
    expect(entryScripts()).toBe(0);
    document.getElementById('lead')?.dispatchEvent(new Event('load'));
    expect(entryScripts()).toBe(0);
    jest.advanceTimersToNextFrame();
    jest.advanceTimersByTime(1);
    expect(entryScripts()).toBe(1);
    jest.advanceTimersByTime(1000);
    expect(entryScripts()).toBe(1);
  });

  it('starts the app after a second when the picture is still loading, and at once when it fails', () => {
    load('<img src="/slow.png">');
    jest.advanceTimersByTime(999);
    expect(entryScripts()).toBe(0);
    jest.advanceTimersByTime(1);
    expect(entryScripts()).toBe(1);
    for (const script of document.head.querySelectorAll('script')) script.remove();
    load('<img id="broken" src="/missing.png">');
    document.getElementById('broken')?.dispatchEvent(new Event('error'));
    expect(entryScripts()).toBe(1);
  });

  it('starts the app at once when the first screen has no picture', () => {
    load('<h1>Coffee Beans</h1>');
    expect(entryScripts()).toBe(1);
  });
});

it('leaves a page without the entry tag as it is', () => {
  const page = '<html><head></head><body><div id="root"></div></body></html>';
  expect(paintFirst(page, 'n0nce')).toBe(page);
});
