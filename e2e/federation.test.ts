import { beforeEach, describe, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { expect } from '../test/support/expect';
import { poll } from '../test/support/poll';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(() => {
  page = browser.page();
});

describe('the federation boundary', () => {
  it('learns the remotes from the run-time manifest, not from the host build', async () => {
    const config = await (await fetch(`${portalUrl}/runtime-config.json`)).json();
    expect(Object.keys(config.remotes).sort()).toEqual(['academy', 'account', 'admin', 'services', 'shop']);
    for (const { version, manifest } of Object.values<{ version: string; manifest: string }>(
      config.remotes,
    )) {
      expect(manifest).toContain(`/${version}/mf-manifest.json`);
      const response = await fetch(manifest);
      expect(response.ok).toBe(true);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const { metaData, exposes } = await response.json();
      expect(metaData.buildInfo.buildVersion).toBe(version);
      const entry = await fetch(new URL(metaData.remoteEntry.name, manifest));
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      const chunk = await fetch(new URL(exposes[0].assets.js.sync[0], manifest));
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const runtimeConfig = await fetch(`${portalUrl}/runtime-config.json`);
    expect(runtimeConfig.headers.get('cache-control')).toBe('no-cache');
  });

  it('carries its configuration, translations and switches in the page, preloads what the first screen waits for, each fetched once', async () => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      requested.push(url.pathname + url.search);
    });
    const response = await page.goto(`${portalUrl}/product/category/1`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<script id="runtime-config" type="application/json">');
    expect(html).toContain('<script id="page-data" type="application/json">');
    expect(html).not.toContain('href="/client/localize');
    expect(html).not.toContain('href="/client/settings"');
    expect(html).toMatch(/<link rel="preload" href="http:[^"]+\/remoteEntry\.js" as="script">/);
    const routesModule = html.match(/href="http:[^"]+(\/__federation_expose_routes\.[0-9a-f]+\.js)"/)?.[1];
    expect(routesModule).toBeDefined();
    await page.getByTestId('product-card').first().waitFor();
    const count = (path: string) => requested.filter((one) => one === path).length;
    expect(count('/runtime-config.json')).toBe(0);
    // Read again once the page is idle, as the page's may be older; never at the start.
    expect(count('/client/settings')).toBeLessThanOrEqual(1);
    // The rest of the translations, once the page is idle.
    await poll(() => requested.filter((one) => one.startsWith('/client/localize'))).toEqual([
      '/client/localize?language=en',
    ]);
    const ending = (file: string) => requested.filter((one) => one.endsWith(file)).length;
    expect(ending('/mf-manifest.json')).toBe(1);
    expect(ending('/remoteEntry.js')).toBe(1);
    expect(ending(routesModule ?? '')).toBe(1);
  });

  it("preloads a section's files only on the pages its route manifest gives it", async () => {
    const hints = async (path: string) => {
      const html = await (await fetch(`${portalUrl}${path}`)).text();
      return html.match(/<link rel="preload" href="[^"]+\/mf-manifest\.json"/g) ?? [];
    };
    expect(await hints('/academy/vacancy')).toEqual([expect.stringMatching(/:3004\/.*mf-manifest\.json"$/)]);
    expect(await hints('/login')).toEqual([]);
    expect(await hints('/help-centre')).toEqual([]);
  });

  it('shares one store: the host writes a recent search, the shop remote reads it and clears it for the host', async () => {
    await page.goto(`${portalUrl}/`);
    const search = page.getByRole('search').locator('input[role="combobox"]');
    await search.fill('arabica');
    await search.press('Enter');
    await page.waitForURL(/\/search\?key=arabica$/);
    const recent = page.locator('[data-section="shop"] [data-testid="recent-searches"]');
    await recent.getByRole('link', { name: 'arabica' }).waitFor();

    await search.fill('kampot pepper');
    await search.press('Enter');
    await recent.getByRole('link', { name: 'kampot pepper' }).waitFor();
    // The header's box, emptied and focused, lists them (and a way to clear them).
    await search.fill('');
    await search.blur();
    await search.focus();
    const headerRecent = page.getByRole('listbox').getByRole('group', { name: 'Recent searches' });
    await headerRecent.waitFor();
    expect(await headerRecent.getByRole('option').allTextContents()).toEqual([
      'kampot pepper',
      'arabica',
      'Clear recent searches',
    ]);
    await search.press('Escape');

    await recent.getByRole('button', { name: 'Clear recent searches' }).click();
    await page.locator('[data-section="shop"]').getByText('No recent searches yet').waitFor();
    await search.focus();
    expect(await page.getByRole('listbox').count()).toBe(0);
  });

  it('runs one React and one copy of each shared library, provided by the host and used by the remote', async () => {
    await page.goto(`${portalUrl}/academy/video-tutorial`);
    await page.locator('[data-section="academy"]').getByRole('heading', { level: 1 }).waitFor();
    const shares = await page.evaluate(() => {
      type Share = { from: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
      type ShareMap = Record<string, Record<string, Record<string, Record<string, Share>>>>;
      const map = (globalThis as unknown as { __FEDERATION__: { __SHARE__: ShareMap } }).__FEDERATION__
        .__SHARE__;
      // Every federation instance (host, academy) has a view of the share scope; a singleton is one object in all.
      const byName = new Map<string, Set<Share>>();
      for (const instance of Object.values(map)) {
        for (const scope of Object.values(instance)) {
          for (const [name, versions] of Object.entries(scope)) {
            for (const share of Object.values(versions)) {
              if (share.loaded || share.lib) byName.set(name, (byName.get(name) ?? new Set()).add(share));
            }
          }
        }
      }
      return Object.fromEntries(
        [...byName].map(([name, set]) => [
          name,
          [...set].map((share) => ({ from: share.from, useIn: share.useIn ?? [] })),
        ]),
      );
    });
    for (const name of ['react', 'react-dom', 'jotai', 'i18next', '@portal/shared', '@portal/shared/ui']) {
      expect(shares[name], name).toHaveLength(1);
      expect(shares[name]?.[0]?.from, name).toBe('host');
    }
    expect(shares.react?.[0]?.useIn).toContain('academy');
  });

  it('prefetches a section once a link to it comes into view, at idle priority', async () => {
    const fetched: string[] = [];
    const listen = (request: { url: () => string }) => fetched.push(request.url());
    page.on('requestfinished', listen);
    try {
      await page.goto(`${portalUrl}/`, { waitUntil: 'networkidle' });
      const prefetched = page.locator('link[rel="prefetch"][data-prefetch-section="services"]');
      // The Services links sit folded in the sidebar: not visible yet, so not prefetched.
      expect(await prefetched.count()).toBe(0);
      await page.getByRole('navigation', { name: 'main' }).getByText('Services', { exact: true }).click();
      await prefetched.first().waitFor({ state: 'attached' });
      await poll(() =>
        fetched.some((url) =>
          new RegExp(`:${process.env.SERVICES_PORT ?? 3003}/[^/]+/remoteEntry\\.js$`).test(url),
        ),
      ).toBe(true);
      // Opening the section afterwards loads it as usual.
      await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Tutorials' }).click();
      await page.locator('[data-section="services"]').waitFor();
    } finally {
      page.off('requestfinished', listen);
    }
  });

  it('runs a remote on its own, with the same providers and API, at its own address', async () => {
    await page.goto(`http://127.0.0.1:${process.env.ACADEMY_PORT ?? 3004}/academy/video-tutorial`);
    await page.getByRole('heading', { level: 1, name: 'Video tutorials' }).waitFor();
    expect(await page.getByText('Coffee Portal · academy (standalone)').isVisible()).toBe(true);
    expect(await page.getByRole('search').count()).toBe(0);
  });

  it("loads the federation runtime's core once: the remotes use the host's, and a remote's own page carries one", async () => {
    // Every file fetched whole (200), not revalidated from what the earlier tests left in the cache.
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.status() === 200)
        scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    // A hook name only the runtime's core holds, in whichever file carries it.
    const cores = async () =>
      (await Promise.all(scripts))
        .filter(({ body }) => body.includes('beforePreloadRemote'))
        .map(({ url }) => url);

    await page.goto(`${portalUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    // To a second section inside the app, as the browser's Back and Forward move (the router follows popstate).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/service/tutorial');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('[data-section="services"]').waitFor();
    const entries = (await Promise.all(scripts)).filter(({ url }) => url.endsWith('/remoteEntry.js'));
    expect(entries.length).toBe(2);
    expect((await cores()).map((url) => new URL(url).pathname.split('/').at(-1))).toEqual(['main.js']);

    scripts.length = 0;
    await page.goto(`http://127.0.0.1:${process.env.ACADEMY_PORT ?? 3004}/academy/video-tutorial`);
    await page.getByRole('heading', { level: 1, name: 'Video tutorials' }).waitFor();
    expect((await cores()).map((url) => new URL(url).pathname.split('/').at(-1))).toEqual([
      'federation-core.js',
    ]);
  });
});
