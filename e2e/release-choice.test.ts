import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, it } from '@jest/globals';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from '../test/support/expect';
import { callApi } from './support/accounts';
import { copyRelease, liveVersion, pnpmCommand, releaseDir, writeReleaseFile } from './support/releases';
import { portalUrl, repoRoot } from './support/stack';

const require = createRequire(import.meta.url);
const {
  fileStore,
}: typeof import('../build-config/registry-store.cjs') = require('../build-config/registry-store.cjs');

// The portal the README starts keeps its registry in the file (no PostgreSQL server).
const store = fileStore();
const admin = { user: '010200300', password: 'admin1234' };
const academy = { path: '/academy/video-tutorial', heading: 'Video tutorials' };
const startedWith = liveVersion('academy');
const made: string[] = [];

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
    ],
  });
});
afterAll(() => browser?.close());

// The academy as it was: no canary, the release live at the start live again, the copies gone.
afterEach(async () => {
  if ((await store.read()).apps.academy?.canary) await store.rollback('academy', { by: 'e2e cleanup' });
  if (liveVersion('academy') !== startedWith)
    await store.promote('academy', startedWith, { by: 'e2e cleanup' });
  for (const version of made.splice(0))
    fs.rmSync(releaseDir('academy', version), { recursive: true, force: true });
});

/**
 * A new academy release: a copy of the live one whose code names its own version (its build id, the folder its
 * chunks load from), as a build of it would, without a production build.
 */
function newAcademyRelease() {
  const version = copyRelease('academy', startedWith);
  made.push(version);
  const dir = releaseDir('academy', version);
  for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, file);
    if (!/\.(js|html)$/.test(file) || !fs.statSync(full).isFile()) continue;
    const text = fs.readFileSync(full, 'utf8');
    if (text.includes(startedWith)) writeReleaseFile(full, text.replaceAll(startedWith, version));
  }
  return version;
}

/** `pnpm preview`, with a token in DEPLOY_TOKEN. */
function previewLink(version: string, token: string) {
  const printed = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts/preview.mjs'), 'academy', version, '--portal', portalUrl],
    { encoding: 'utf8', env: { ...process.env, DEPLOY_TOKEN: token } },
  );
  expect(printed.status, printed.stderr).toBe(0);
  return printed.stdout.trim();
}

/** A browser of its own (its own cookies), its advertisement already seen. */
async function freshVisitor() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => sessionStorage.setItem('adPopupSeen', 'test'));
  return { context, page: await context.newPage() };
}

/** The academy release the page shows, once its page is drawn. */
async function academyShown(page: Page) {
  const frame = page.locator('[data-section="academy"]');
  await frame.getByRole('heading', { level: 1, name: academy.heading }).waitFor({ timeout: 30_000 });
  return frame.getAttribute('data-build');
}

const openAcademy = async (page: Page) => {
  await page.goto(`${portalUrl}${academy.path}`);
  return academyShown(page);
};
const reload = async (page: Page) => {
  await page.reload();
  return academyShown(page);
};

describe('which academy release a browser gets', () => {
  it('a preview link shows the new release in the one browser that opened it, with a bar to leave it', async () => {
    const next = newAcademyRelease();
    const { data } = await callApi('POST', '/auth/login', admin);
    const link = previewLink(next, data.access_token);
    expect(link).toMatch(new RegExp(`^${portalUrl}/\\?release-preview=[\\w.-]+$`));

    const previewer = await freshVisitor();
    const other = await freshVisitor();
    try {
      await previewer.page.goto(link);
      await previewer.page.waitForURL(`${portalUrl}/`);
      expect(await openAcademy(previewer.page)).toBe(next);
      const bar = previewer.page.getByTestId('release-preview-bar');
      await bar.waitFor();
      expect(await bar.textContent()).toContain(`academy ${next}`);
      expect(await reload(previewer.page)).toBe(next);

      expect(await openAcademy(other.page)).toBe(startedWith);
      expect(await other.page.getByTestId('release-preview-bar').count()).toBe(0);

      await bar.getByRole('button').click();
      // The page loads again, without the bar.
      await bar.waitFor({ state: 'detached' });
      expect(await academyShown(previewer.page)).toBe(startedWith);
      expect(await reload(previewer.page)).toBe(startedWith);
      expect(await previewer.page.getByTestId('release-preview-bar').count()).toBe(0);
    } finally {
      await Promise.all([previewer.context.close(), other.context.close()]);
    }
  });

  it('a 50 % canary gives 24 fresh visitors both releases, each keeping its own; completing it makes it live for everyone, and rollback brings the earlier one back', async () => {
    const next = newAcademyRelease();
    const canary = pnpmCommand(['promote', 'academy', next, '--canary', '50']);
    expect(canary.status, canary.stderr).toBe(0);
    expect(canary.stdout).toBe(`academy: ${next} goes to 50 % of visitors, ${startedWith} stays live`);

    const visitors: { context: BrowserContext; page: Page; shown: string | null }[] = [];
    try {
      for (let i = 0; i < 24; i += 1) {
        const visitor = await freshVisitor();
        visitors.push({ ...visitor, shown: await openAcademy(visitor.page) });
      }
      const shown = visitors.map((visitor) => visitor.shown);
      expect(new Set(shown)).toEqual(new Set([startedWith, next]));
      for (const visitor of visitors) expect(await reload(visitor.page)).toBe(visitor.shown);
      // Another page of the portal, then the academy again: still the same release.
      for (const visitor of visitors.slice(0, 6)) {
        await visitor.page.goto(`${portalUrl}/`);
        expect(await openAcademy(visitor.page)).toBe(visitor.shown);
      }

      expect(pnpmCommand(['promote', 'academy', next]).stdout).toBe(
        `academy: ${startedWith} → ${next} is live`,
      );
      for (const visitor of visitors) expect(await reload(visitor.page)).toBe(next);

      expect(pnpmCommand(['rollback', 'academy']).stdout).toBe(`academy: ${next} → ${startedWith} is live`);
      for (const visitor of visitors) expect(await reload(visitor.page)).toBe(startedWith);
    } finally {
      await Promise.all(visitors.map((visitor) => visitor.context.close()));
    }
  });
});
