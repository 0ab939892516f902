import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { portalUrl, startApp, stopService } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(() => {
  page = browser.page();
});

const academyPort = Number(process.env.ACADEMY_PORT ?? 3004);
let academy: ChildProcess | undefined;

afterAll(async () => {
  // Leave the academy served again, as the start command left it.
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
