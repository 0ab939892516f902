import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { expect } from '../test/support/expect';
import { useBrowser } from './support/browser';
import {
  copyRelease,
  editJson,
  fingerprint,
  liveVersion,
  pnpmCommand,
  registry,
  releaseDir,
  restoreLive,
} from './support/releases';
import { portalUrl, repoRoot } from './support/stack';

const browser = useBrowser();
/** A range of @portal/shared the live host cannot satisfy: the next major of the one it provides. */
const { version: sharedVersion } = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8'),
) as { version: string };
const newerShared = `^${Number(sharedVersion.split('.')[0]) + 1}.0.0`;
const startedWith = { academy: liveVersion('academy'), shop: liveVersion('shop'), host: liveVersion('host') };
/** Releases a test made, deleted after it once the releases live at the start are live again. */
const made: Record<'academy' | 'shop', string[]> = { academy: [], shop: [] };

afterEach(async () => {
  for (const app of ['academy', 'shop'] as const) {
    await restoreLive(app, startedWith[app], made[app]);
    made[app] = [];
  }
});
/** Moves inside the app, as its own links do: no new page is loaded. */
const goInApp = (page: Page, url: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
/** The host's runtime configuration, asked once more when the connection kept alive from the last ask was closed. */
const runtimeConfig = async () => {
  const read = async () => (await fetch(`${portalUrl}/runtime-config.json`)).json();
  return read().catch(read);
};

const sections = {
  academy: { path: '/academy/video-tutorial', heading: 'Video tutorials' },
  shop: { path: '/', heading: 'Home' },
} as const;
type Section = keyof typeof sections;

/** The release of `section` the page shows, once its page is drawn. */
const buildShown = async (page: Page, section: Section) => {
  const frame = page.locator(`[data-section="${section}"]`);
  await frame.getByRole('heading', { level: 1, name: sections[section].heading }).waitFor();
  return frame.getAttribute('data-build');
};

describe('a remote released on its own', () => {
  it.each(Object.keys(sections) as Section[])(
    '(%s) goes live with pnpm promote on the next page load, and pnpm rollback brings the earlier release back; the host never changes',
    async (section) => {
      const hostFiles = fingerprint('host', startedWith.host);
      const before = liveVersion(section);
      const url = `${portalUrl}${sections[section].path}`;
      // A page opened before the release, on a page of another section when the release goes live.
      const openPage = await browser.page().context().newPage();
      await openPage.goto(`${portalUrl}${sections[section === 'shop' ? 'academy' : 'shop'].path}`);

      const released = pnpmCommand(['release', section]);
      expect(released.status, released.stderr).toBe(0);
      const next = released.stdout.split('\n').at(-1) as string;
      made[section].push(next);
      expect(next).toMatch(/^\d+\.\d+\.\d+-\d{14}-[0-9a-f]+$/);
      const release = JSON.parse(
        fs.readFileSync(path.join(releaseDir(section, next), 'release.json'), 'utf8'),
      );
      expect(release).toMatchObject({
        app: section,
        version: next,
        shared: { range: expect.stringMatching(/^\^/) },
      });
      expect(liveVersion(section)).toBe(before);

      expect(pnpmCommand(['promote', section, next]).stdout).toBe(`${section}: ${before} → ${next} is live`);
      const { remotes } = await runtimeConfig();
      expect(remotes[section]).toEqual({
        version: next,
        manifest: expect.stringMatching(`/${next}/mf-manifest.json$`),
      });
      const manifest = await (await fetch(remotes[section].manifest)).json();
      expect(manifest.metaData.buildInfo.buildVersion).toBe(next);

      const page = browser.page();
      await page.goto(url);
      expect(await buildShown(page, section)).toBe(next);
      await goInApp(openPage, sections[section].path);
      expect(await buildShown(openPage, section)).toBe(before);
      await openPage.close();

      const listed = pnpmCommand(['releases', section]).stdout.split('\n');
      expect(listed.find((line) => line.includes(next))).toMatch(/^\* /);
      expect(listed.find((line) => line.includes(before))).toMatch(/^ {2}/);

      expect(pnpmCommand(['rollback', section]).stdout).toBe(`${section}: ${next} → ${before} is live`);
      await page.reload();
      expect(await buildShown(page, section)).toBe(before);

      expect(registry.readHistory().slice(-2)).toMatchObject([
        { action: 'promote', app: section, from: before, to: next },
        { action: 'rollback', app: section, from: next, to: before },
      ]);
      expect(liveVersion('host')).toBe(startedWith.host);
      expect(fingerprint('host', startedWith.host)).toBe(hostFiles);
    },
    // A production build of the remote inside the test: minutes on a busy machine.
    360_000,
  );

  it('built against a @portal/shared the host does not provide, is refused by pnpm promote, and by the host at run time while the other sections work', async () => {
    const needsNewerShared = (manifest: { shared: { name: string; requiredVersion: string }[] }) => {
      for (const one of manifest.shared) if (one.name === '@portal/shared') one.requiredVersion = newerShared;
    };
    const incompatible = copyRelease('academy', startedWith.academy, (dir) => {
      editJson(path.join(dir, 'mf-manifest.json'), needsNewerShared);
      editJson(path.join(dir, 'release.json'), (release) => {
        release.shared.range = newerShared;
        needsNewerShared(release.manifest);
      });
    });
    made.academy.push(incompatible);

    const refused = pnpmCommand(['promote', 'academy', incompatible]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`academy ${incompatible} needs @portal/shared ${newerShared}`);
    expect(liveVersion('academy')).toBe(startedWith.academy);

    // Live anyway, as a registry edited by hand would make it: the host itself must still refuse it.
    await registry.promote('academy', incompatible, { by: 'e2e' });
    const page = browser.page();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const reported = page.waitForRequest((request) => request.url().endsWith('/client/client-error'));
    await page.goto(`${portalUrl}/academy/video-tutorial`);
    await page
      .getByTestId('section-unavailable')
      .getByText('This section is unavailable right now')
      .waitFor();
    expect((await reported).postDataJSON()).toMatchObject({
      section: 'academy',
      reason: expect.stringContaining(`needs @portal/shared ${newerShared}`),
      page: '/academy/video-tutorial',
    });
    expect(errors.join('\n')).toContain(`needs @portal/shared ${newerShared}`);

    await page.goto(`${portalUrl}/`);
    await page.locator('[data-section="shop"]').getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  });
});

describe('the registry', () => {
  it('when its file is damaged, leaves the portal serving the releases that were live', async () => {
    const file = registry.registryFile();
    const good = fs.readFileSync(file, 'utf8');
    // The servers have read the good registry once (they read it again only when the file changes).
    expect((await runtimeConfig()).remotes.academy.version).toBe(startedWith.academy);
    try {
      fs.writeFileSync(file, '{"apps": {"academy": ');
      const page = browser.page();
      await page.goto(`${portalUrl}/academy/video-tutorial`);
      expect(await buildShown(page, 'academy')).toBe(startedWith.academy);
      expect((await runtimeConfig()).remotes.academy.version).toBe(startedWith.academy);
    } finally {
      fs.writeFileSync(file, good);
    }
  });
});
