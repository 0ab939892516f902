import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { useBrowser } from './support/browser';
import { copyRelease, liveVersion, pnpmCommand, restoreLive, writeReleaseFile } from './support/releases';
import { portalUrl } from './support/stack';

const browser = useBrowser();

describe('a new version of the portal', () => {
  it('is offered once deployed ("A new version is available. Reload?"), and Reload brings it in', async () => {
    const page = browser.page();
    await page.goto(`${portalUrl}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.getByTestId('update-prompt').count()).toBe(0);

    const deployed = liveVersion('host');
    // The next release of the shell, whose worker is the only file that must change for the browser to notice.
    const next = copyRelease('host', deployed, (dir) => {
      const worker = path.join(dir, 'sw.js');
      const source = fs.readFileSync(worker, 'utf8');
      expect(source).toMatch(/build: \S{8,}/);
      writeReleaseFile(worker, source.replace(/build: .*/, 'build: next-release'));
    });
    try {
      expect(pnpmCommand(['promote', 'host', next]).status).toBe(0);
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((found) => found?.update()));
      const prompt = page.getByTestId('update-prompt');
      await prompt.getByText('A new version is available. Reload?').waitFor();
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null),
      ).toBe(true);

      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
      expect(await page.getByTestId('update-prompt').count()).toBe(0);
      // The new worker took over: nothing is left waiting, and the page is controlled by the active one.
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: registration?.waiting !== null,
          controlled: navigator.serviceWorker.controller?.scriptURL === registration?.active?.scriptURL,
        };
      });
      expect(state).toEqual({ waiting: false, controlled: true });
    } finally {
      await restoreLive('host', deployed, [next]);
    }
  });
});
