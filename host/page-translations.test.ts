/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpResponse, http } from 'msw';
import { mockApi } from '../shared/test/mock-api';
import { cut, pageData, pageDataScript } from './page-translations.cjs';

// A remote's release folder on its server, and the host's live folder on disk.
const remote = 'http://remotes.test';
mockApi(
  http.get(`${remote}/shop/1.0.0-1/translation-keys.json`, () =>
    HttpResponse.json({ keys: ['home', 'addToCart'], prefixes: ['orderStatus'] }),
  ),
  http.get(`${remote}/*`, () => HttpResponse.json({}, { status: 404 })),
);
let liveDir: string;
beforeAll(async () => {
  liveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-host-'));
  fs.writeFileSync(
    path.join(liveDir, 'translation-keys.json'),
    JSON.stringify({ keys: ['menu'], prefixes: [] }),
  );
});
afterAll(() => {
  fs.rmSync(liveDir, { recursive: true, force: true });
});

const localize = {
  defaultLanguage: 'en',
  languages: [{ code: 'km', locale: 'km-KH', name: 'ខ្មែរ' }],
  translations: {
    km: { menu: 'ម៉ឺនុយ', home: 'ទំព័រដើម', addToCart: 'ដាក់ក្នុងរទេះ', orderStatusPaid: 'បានបង់', adminOrders: 'x' },
  },
};

describe('what a page carries for its shell', () => {
  it("cuts the translations to the keys the shell's and the section's builds name, and carries the switches", async () => {
    const data = await pageData({
      localize,
      settings: { Academy: 'off' },
      liveDir,
      section: 'shop',
      sectionManifest: `${remote}/shop/1.0.0-1/mf-manifest.json`,
      // A page waits 250 ms; a test run on a busy machine may take longer to make its first local request.
      keysTimeoutMs: 10_000,
    });
    expect(data).toEqual({
      localize: {
        defaultLanguage: 'en',
        languages: localize.languages,
        translations: {
          km: { menu: 'ម៉ឺនុយ', home: 'ទំព័រដើម', addToCart: 'ដាក់ក្នុងរទេះ', orderStatusPaid: 'បានបង់' },
        },
      },
      translatedSections: ['shop'],
      settings: { Academy: 'off' },
    });
  });

  it("keeps a named key's plural forms, so a count of one reads '1 product', not '1 products'", () => {
    const bundle = {
      catalogueProductCount: '{{count}} products',
      catalogueProductCount_one: '{{count}} product',
      catalogueProductCount_other: '{{count}} products',
      catalogue_one: 'not a form of a named key',
    };
    expect(cut(bundle, [{ keys: new Set(['catalogueProductCount']), prefixes: [] }])).toEqual({
      catalogueProductCount: '{{count}} products',
      catalogueProductCount_one: '{{count}} product',
      catalogueProductCount_other: '{{count}} products',
    });
  });

  it("carries the shell's keys alone when the section's list cannot be read", async () => {
    const data = await pageData({
      localize,
      settings: undefined,
      liveDir,
      section: 'account',
      sectionManifest: `${remote}/account/1.0.0-1/mf-manifest.json`,
      keysTimeoutMs: 10_000,
    });
    expect(data.localize?.translations).toEqual({ km: { menu: 'ម៉ឺនុយ' } });
    expect(data.translatedSections).toEqual([]);
    expect(data.settings).toBeUndefined();
  });

  it('writes nothing without answers, and never a tag the page would end early', async () => {
    expect(pageDataScript({})).toBe('');
    const script = pageDataScript({ settings: { Home: '</script><script>alert(1)</script>' } });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });
});
