import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from '@jest/globals';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { repoRoot } from './stack';

const artifacts = path.join(repoRoot, 'e2e/.artifacts');

export type BrowserOptions = {
  /**
   * The advertisement popup appears once per browser session; by default every page starts as a session that has
   * already seen it, so the popup never covers what a test clicks. The popup's own test turns this off.
   */
  adAlreadySeen?: boolean;
  /** The browser's time zone, e.g. 'UTC' for a visitor whose device is not set to Phnom Penh. */
  timezoneId?: string;
};

/** Debian's Chromium, driven by playwright-core; no tool ever downloads a browser of its own. */
export async function openBrowser({ adAlreadySeen = true, timezoneId }: BrowserOptions = {}): Promise<{
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 1280, height: 900 },
    ...(timezoneId ? { timezoneId } : {}),
  });
  if (adAlreadySeen) await context.addInitScript(() => sessionStorage.setItem('adPopupSeen', 'test'));
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * One browser per test file. When a test fails, its screenshot and the page's console go to e2e/.artifacts and the
 * console is printed, so a failure in CI can be understood from its log alone.
 */
export function useBrowser(options: BrowserOptions = {}): { page: () => Page } {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let console_: string[] = [];
  beforeAll(async () => {
    browser = await openBrowser(options);
    browser.page.on('console', (message) => console_.push(`${message.type()}: ${message.text()}`));
    browser.page.on('pageerror', (error) => console_.push(`pageerror: ${error.message}`));
  });
  afterEach(async () => {
    if ((globalThis as { testFailed?: boolean }).testFailed) {
      fs.mkdirSync(artifacts, { recursive: true });
      const name = (expect.getState().currentTestName ?? 'test').replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      await browser.page.screenshot({ path: path.join(artifacts, `${name}.png`) }).catch(() => undefined);
      console.log(
        `Failed at ${browser.page.url()}; screenshot e2e/.artifacts/${name}.png; console:\n${console_.join('\n')}`,
      );
    }
    console_ = [];
  });
  afterAll(() => browser?.close());
  return { page: () => browser.page };
}
