import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { poll } from '../test/support/poll';
import { useBrowser } from './support/browser';
import { copyRelease, liveVersion, registry, releaseDir, writeReleaseFile } from './support/releases';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(() => {
  page = browser.page();
});

// As many page loads as the API's RELEASE_CANARY_MIN_LOADS asks before it judges a canary (its default).
const minLoads = 50;

// The file registry's canaries and reasons (registry.d.cts names neither yet).
type Entry = { live: string; canary?: { version: string; share: number } };
const canaryOf = (name: string) => (registry.readRegistry().apps[name] as Entry | undefined)?.canary;
const startCanary = (
  registry as unknown as {
    startCanary: (
      name: string,
      version: string,
      share: number,
      change: { by: string; reason?: string },
    ) => Promise<unknown>;
  }
).startCanary;
const app = 'academy';
let live = '';
let broken = '';

afterAll(async () => {
  if (!broken) return;
  if (canaryOf(app)) await registry.rollback(app, { by: 'e2e cleanup' });
  fs.rmSync(releaseDir(app, broken), { recursive: true, force: true });
});

/** The academy's canary: its routes module throws as it loads, so every page of the section fails. */
const brokenRelease = (from: string) =>
  copyRelease(app, from, (dir) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
    const routes = manifest.exposes.find((expose: { name: string }) => expose.name === 'routes');
    const file = path.join(dir, routes.assets.js.sync[0]);
    writeReleaseFile(
      file,
      `throw new Error('the academy canary is broken');\n${fs.readFileSync(file, 'utf8')}`,
    );
  });

describe('a canary whose pages fail', () => {
  it('is ended by release health once it has enough page loads, with the reason in the history', async () => {
    live = liveVersion(app);
    broken = brokenRelease(live);
    await startCanary(app, broken, 50, { by: 'e2e', reason: 'a broken canary' });
    // A visitor in the canary's half (bucket 0): every page of the academy comes from the broken release.
    await page.context().addCookies([{ name: 'releaseVisitor', value: '0', url: portalUrl }]);

    // Each page is left within a second or two: its page views wait in the tab until a page stays long enough for the
    // reporter, which then sends them all.
    for (let loads = 0; loads < minLoads; loads += 1) {
      await page.goto(`${portalUrl}/academy/video-tutorial`);
      await page.getByTestId('section-unavailable').waitFor();
    }
    expect(canaryOf(app)).toEqual({ version: broken, share: 50 });
    await page.goto(`${portalUrl}/`);
    await poll(() => canaryOf(app), { timeout: 40_000, interval: 500 }).toBeUndefined();

    expect(registry.readRegistry().apps[app]?.live).toBe(live);
    const ended = registry.readHistory().at(-1) as { reason?: string } | undefined;
    expect(ended).toMatchObject({ action: 'rollback', by: 'release health', app, from: broken, to: live });
    expect(ended?.reason).toContain(`failure rate 100.0% (${minLoads} of ${minLoads} page loads)`);

    // The same visitor now gets the live release again.
    await page.goto(`${portalUrl}/academy/video-tutorial`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByTestId('section-unavailable').count()).toBe(0);
  });
});
