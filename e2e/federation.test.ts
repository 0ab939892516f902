import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser';
import { portalUrl } from './support/stack';

let page: Page;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ page, close } = await openBrowser());
});
afterAll(() => close());

describe('the federation boundary', () => {
  it('learns the remotes from the run-time manifest, not from the host build', async () => {
    const config = await (await fetch(`${portalUrl}/runtime-config.json`)).json();
    expect(Object.keys(config.remotes).sort()).toEqual(['academy', 'account', 'services', 'shop']);
    for (const manifest of Object.values<string>(config.remotes)) {
      const response = await fetch(manifest);
      expect(response.ok).toBe(true);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('shares one store: the host writes a recent search, the shop remote reads it and clears it for the host', async () => {
    await page.goto(`${portalUrl}/`);
    const search = page.getByRole('search').getByRole('textbox');
    await search.fill('arabica');
    await search.press('Enter');
    await page.waitForURL(/\/search\?key=arabica$/);
    const recent = page.locator('[data-section="shop"] [data-testid="recent-searches"]');
    await recent.getByRole('link', { name: 'arabica' }).waitFor();

    await search.fill('kampot pepper');
    await search.press('Enter');
    await recent.getByRole('link', { name: 'kampot pepper' }).waitFor();

    await recent.getByRole('button', { name: 'Clear recent searches' }).click();
    await page.locator('[data-section="shop"]').getByText('No recent searches yet').waitFor();
    await search.click();
    expect(await page.getByRole('option').count()).toBe(0);
  });

  it('runs one React and one copy of each shared library, provided by the host', async () => {
    await page.goto(`${portalUrl}/academy/video-tutorial`);
    await page.locator('[data-section="academy"]').getByRole('heading', { level: 1 }).waitFor();
    const providers = await page.evaluate(() => {
      type Share = { from: string; loaded?: boolean; lib?: unknown };
      const scopes = (
        globalThis as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>>;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const loaded: Record<string, string[]> = {};
      for (const scope of Object.values(scopes)) {
        for (const byName of Object.values(scope)) {
          for (const [name, versions] of Object.entries(byName)) {
            for (const share of Object.values(versions)) {
              if (share.loaded || share.lib) loaded[name] = [...(loaded[name] ?? []), share.from];
            }
          }
        }
      }
      return loaded;
    });
    for (const name of [
      'react',
      'react-dom',
      'jotai',
      '@portal/shared',
      '@portal/shared/ui',
      '@portal/shared/router',
    ]) {
      expect(providers[name], name).toEqual(['host']);
    }
  });
});
