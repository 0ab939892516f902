import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiUrl, callApi, newCustomer } from './support/accounts';
import { openBrowser, useBrowser } from './support/browser';
import { startRemoteAlone, stopRemotesAlone } from './support/remote-alone';
import { portalUrl, repoRoot } from './support/stack';

// `?remote-override=academy=<url>`: one browser loads a local academy inside the running portal, with a bar that
// names it and ends it; every other browser keeps the live release. In production only a staff member with the
// developer permission may, and anyone else is refused (and logged).

const localPort = 3324;
const localAcademy = `http://127.0.0.1:${localPort}`;
const overrideQuery = `remote-override=academy=${localAcademy}`;
const productionPort = 3320;
const productionUrl = `http://127.0.0.1:${productionPort}`;

let production: ChildProcess | undefined;
let productionLog = '';

/** The host's server as a deployment runs it (NODE_ENV=production), beside the portal the tests started. */
async function startProductionHost() {
  production = spawn(process.execPath, ['serve.cjs'], {
    cwd: path.join(repoRoot, 'host'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(productionPort), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [production.stdout, production.stderr])
    stream?.on('data', (chunk: Buffer) => (productionLog += chunk));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${productionUrl}/runtime-config.json`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the production host did not start:\n${productionLog}`);
}

beforeAll(async () => {
  await startRemoteAlone('remote-academy', 'ACADEMY_PORT', localPort, { API_URL: apiUrl });
  await startProductionHost();
}, 400_000);

afterAll(async () => {
  production?.kill('SIGTERM');
  await stopRemotesAlone();
}, 60_000);

const browser = useBrowser();

/** Every URL the page asks for from here on. */
const requestsOf = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
};
const fromLocal = (urls: string[]) => urls.filter((url) => url.startsWith(localAcademy));
const bar = (page: Page) => page.getByTestId('remote-override-bar');

/** Signs in through the API and hands the page the session, as the sign-in dialog would. */
async function signedIn(page: Page, base: string, user: string, password: string) {
  const { data } = await callApi('POST', '/auth/login', { user, password });
  await page.goto(`${base}/about-us`);
  const access = data.access_token as string;
  const refresh = data.refresh_token as string;
  await page.evaluate(
    (tokens) => {
      localStorage.setItem('accessToken', tokens.access);
      localStorage.setItem('refreshToken', tokens.refresh);
      localStorage.setItem('sessionExpiresAt', String(Date.now() + 30 * 60_000));
    },
    { access, refresh },
  );
  await page.context().addCookies([
    { name: 'accessToken', value: access, url: base },
    { name: 'refreshToken', value: refresh, url: base },
  ]);
  return data.access_token as string;
}

describe('a local remote inside the running portal', () => {
  it('loads the local academy in this browser, names it in a bar and keeps it from page to page', async () => {
    const page = browser.page();
    const urls = requestsOf(page);
    const answer = await page.goto(`${portalUrl}/academy/video-tutorial?${overrideQuery}`);
    expect(answer?.headers()['content-security-policy']).toContain(localAcademy);
    await bar(page).getByText(`academy is loaded from ${localAcademy}, in this browser only`).waitFor();
    await page.locator('[data-section="academy"]').getByTestId('academy-video').waitFor();
    expect(fromLocal(urls)).toContain(`${localAcademy}/mf-manifest.json`);
    expect(fromLocal(urls).some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    // The request leaves the address; the browser's session keeps it.
    expect(page.url()).toBe(`${portalUrl}/academy/video-tutorial`);

    urls.length = 0;
    await page.goto(`${portalUrl}/academy/training-course`);
    await bar(page).waitFor();
    await page.locator('[data-section="academy"]').getByRole('heading', { level: 1 }).waitFor();
    expect(fromLocal(urls)).toContain(`${localAcademy}/mf-manifest.json`);
  });

  it('leaves every other browser on the live release', async () => {
    const other = await openBrowser();
    try {
      const urls = requestsOf(other.page);
      const answer = await other.page.goto(`${portalUrl}/academy/video-tutorial`);
      await other.page.locator('[data-section="academy"]').getByTestId('academy-video').waitFor();
      expect(await bar(other.page).count()).toBe(0);
      expect(fromLocal(urls)).toEqual([]);
      expect(answer?.headers()['content-security-policy']).not.toContain(localAcademy);
    } finally {
      await other.close();
    }
  });

  it('ends with the bar’s button: the live academy again', async () => {
    const page = browser.page();
    await page.goto(`${portalUrl}/academy/video-tutorial`);
    await bar(page).waitFor();
    await page.locator('[data-section="academy"]').getByTestId('academy-video').waitFor();
    await bar(page).getByRole('button', { name: 'Back to the live academy' }).click();
    await bar(page).waitFor({ state: 'detached' });
    await page.locator('[data-section="academy"]').getByTestId('academy-video').waitFor();
    // From here on, page after page: the live release only.
    const urls = requestsOf(page);
    await page.goto(`${portalUrl}/academy/video-tutorial`);
    await page.locator('[data-section="academy"]').getByTestId('academy-video').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await bar(page).count()).toBe(0);
    expect(fromLocal(urls)).toEqual([]);
  });
});

describe('a local remote inside the portal in production', () => {
  it('is refused, and logged, for a signed-in customer', async () => {
    const other = await openBrowser();
    try {
      await signedIn(other.page, productionUrl, '012345678', 'coffee123');
      const urls = requestsOf(other.page);
      const answer = await other.page.goto(`${productionUrl}/academy/video-tutorial?${overrideQuery}`);
      expect(answer?.headers()['content-security-policy']).not.toContain(localAcademy);
      const config = JSON.parse(
        (await other.page.locator('#runtime-config').textContent({ timeout: 10_000 })) ?? '{}',
      );
      expect(config.override).toBeUndefined();
      expect(config.remotes.academy.manifest).not.toContain(localAcademy);
      await other.page.waitForLoadState('networkidle');
      expect(await bar(other.page).count()).toBe(0);
      expect(fromLocal(urls)).toEqual([]);
      expect(productionLog).toContain('remote override refused');
    } finally {
      await other.close();
    }
  });

  it('is allowed to a staff member holding the developer permission', async () => {
    const developer = await newCustomer('Vanna', 'Dev');
    const { data: admin } = await callApi('POST', '/auth/login', {
      user: '010200300',
      password: 'admin1234',
    });
    const staffCall = async (method: string, url: string, body: object) => {
      const answer = await fetch(`${apiUrl}/admin-api${url}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.access_token}` },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(200);
      return (await answer.json()).data;
    };
    const staff = await staffCall('POST', '/staff', { phoneOrEmail: developer.phone, role: 'academy' });
    await staffCall('PUT', `/staff/${staff.userId}/developer`, { developer: true });

    const other = await openBrowser();
    try {
      await signedIn(other.page, productionUrl, developer.phone, developer.password);
      const answer = await other.page.goto(`${productionUrl}/academy/video-tutorial?${overrideQuery}`);
      expect(answer?.headers()['content-security-policy']).toContain(localAcademy);
      await bar(other.page).getByText(`academy is loaded from ${localAcademy}`).waitFor();
    } finally {
      await other.close();
    }
  });
});
