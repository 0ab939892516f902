import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { pnpmRun } from './support/pnpm';
import { isUp, portalUrl, repoRoot, startApp, stopService } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(() => {
  page = browser.page();
});

const academyPort = Number(process.env.ACADEMY_PORT ?? 3004);
let academy: ChildProcess | undefined;

afterAll(async () => {
  // Leave the academy served from its default build, as the start command left it.
  academy?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await startApp('remote-academy', academyPort);
});

const academyHeading = () =>
  page.locator('[data-section="academy"]').getByRole('heading', { level: 1, name: 'Video tutorials' });

describe('a remote that is down', () => {
  it('shows its fallback while the shell and the other sections keep working, and Retry recovers it', async () => {
    await stopService('remote-academy');

    await page.goto(`${portalUrl}/academy/video-tutorial`);
    const fallback = page.getByTestId('section-unavailable');
    await fallback.getByText('This section is unavailable right now').waitFor();
    expect(await page.getByRole('search').isVisible()).toBe(true);

    // Another section, in the same page session: the shop, through the sidebar's always-visible Home link.
    await page
      .getByRole('navigation', { name: 'main' })
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    await page.waitForURL(`${portalUrl}/`);
    await page.locator('[data-section="shop"]').getByRole('heading', { level: 1, name: 'Home' }).waitFor();

    await page.goBack();
    await fallback.waitFor();
    academy = await startApp('remote-academy', academyPort);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await academyHeading().waitFor();
    expect(await fallback.count()).toBe(0);
  });
});

describe('a remote redeployed on its own', () => {
  it('shows its new build in the host without the host being rebuilt or restarted', async () => {
    const buildId = `e2e-${Date.now().toString(36)}`;
    const outDir = path.join(repoRoot, 'e2e/.artifacts/remote-academy-next');
    const hostEntry = path.join(repoRoot, 'host/dist/main.js');
    const hostBuiltAt = fs.statSync(hostEntry).mtimeMs;
    if (!(await isUp(academyPort))) academy = await startApp('remote-academy', academyPort);

    await page.goto(`${portalUrl}/academy/video-tutorial`);
    await academyHeading().waitFor();
    expect(await page.locator('[data-section="academy"]').getAttribute('data-build')).not.toBe(buildId);

    pnpmRun(['--filter', 'remote-academy', 'run', 'build'], { APP_BUILD_ID: buildId, OUT_DIR: outDir });
    academy?.kill('SIGTERM');
    await stopService('remote-academy').catch(() => undefined);
    academy = await startApp('remote-academy', academyPort, outDir);

    await page.reload();
    await academyHeading().waitFor();
    expect(await page.locator('[data-section="academy"]').getAttribute('data-build')).toBe(buildId);
    expect(fs.statSync(hostEntry).mtimeMs).toBe(hostBuiltAt);
    // A production build of the remote inside the test: minutes on a busy machine.
  }, 360_000);
});
