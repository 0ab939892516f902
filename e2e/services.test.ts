import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { fillDay } from './support/fields';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;

// The API itself, for the dev-only switch route and for preparing the demo partner's site address.
const apiUrl = `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;

// The demo accounts of the README.
const partner = { phone: '098765432', password: 'partner123' };
const customer = { phone: '012345678', password: 'coffee123' };

/** A real 1×1 PNG, the photo of the fault. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function apiCall(method: string, path: string, body?: object, token?: string) {
  const answer = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

/** The partner needs a site for the technician; one is added once if the account has none. */
async function ensurePartnerAddress() {
  const login = await apiCall('POST', '/client/auth/login', {
    user: partner.phone,
    password: partner.password,
  });
  const token = login.data.access_token as string;
  const addresses = await apiCall('GET', '/client/address?limit=200', undefined, token);
  if (addresses.data.length === 0) {
    await apiCall(
      'POST',
      '/client/address',
      { name: 'Brown Bean Café', addressDetail: 'St. 240, Daun Penh', provinceId: 12, districtId: 1202 },
      token,
    );
  }
}

const setSwitch = (key: string, value: 'on' | 'off') => apiCall('PUT', `/__dev/settings/${key}`, { value });

async function signIn(account: { phone: string; password: string }) {
  await page.getByRole('button', { name: 'Sign in', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.waitFor();
  await dialog.getByLabel('Phone number or e-mail').fill(account.phone);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await dialog.waitFor({ state: 'hidden' });
}

/** Tomorrow in Phnom Penh (UTC+7), as the date input wants it. */
const tomorrow = () => new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

beforeEach(async () => {
  page = browser.page();
  await page.context().clearCookies();
  await page.goto(`${portalUrl}/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
});

afterAll(async () => {
  await setSwitch('enableServiceTutorial', 'on');
});

describe('services', () => {
  it('lets a business partner request a check-up with a photo, find it in the history by its number and cancel it', async () => {
    await ensurePartnerAddress();
    await signIn(partner);
    await page.goto(`${portalUrl}/service/checkup-request`);
    const form = page.getByRole('form', { name: 'Check-up request' });
    await form.waitFor();

    await form.getByLabel('Equipment type').selectOption({ label: 'Espresso machine' });
    await form.getByLabel('Brand and model').selectOption({ label: 'La Marzocco Linea Mini' });
    await form.getByLabel('Problem').fill('The steam wand leaks and the pressure drops at rush hour.');
    await form
      .getByLabel('Photos')
      .setInputFiles({ name: 'steam-wand.png', mimeType: 'image/png', buffer: png });
    await form.getByText('Uploaded', { exact: true }).waitFor();
    await form.getByLabel('Site address').selectOption({ index: 1 });
    await fillDay(form.getByLabel('Preferred date'), tomorrow());
    await form.getByLabel('Preferred time').selectOption('10:00');
    await form.getByRole('button', { name: 'Send check-up request' }).click();

    const created = page.getByRole('status').filter({ hasText: 'Your request number is' });
    await created.waitFor();
    const number = (await created.textContent())?.match(/SRV-\d{4}-\d{6}/)?.[0];
    expect(number).toBeTruthy();

    await page.goto(`${portalUrl}/service/service-history`);
    const row = page.getByRole('article', { name: number });
    await row.waitFor();
    expect(await row.getByText('Submitted').isVisible()).toBe(true);
    expect(await row.getByText('Espresso machine · La Marzocco Linea Mini').isVisible()).toBe(true);
    await row.getByRole('link', { name: number }).click();

    await page.getByRole('heading', { name: number }).waitFor();
    const photo = page.getByRole('img', { name: 'Photo 1' });
    await photo.waitFor();
    await page.waitForFunction(
      () => (document.querySelector('img[alt="Photo 1"]') as HTMLImageElement | null)?.naturalWidth === 1,
    );
    expect(await page.getByText('Technician remarks').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel request' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.getByRole('list', { name: 'Status history' }).getByText('Cancelled').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel request' }).count()).toBe(0);

    await page.goto(`${portalUrl}/service/service-history`);
    await page.getByRole('article', { name: number }).getByText('Cancelled').waitFor();
  });

  it("tells a general customer 'Only BP account is allowed' on check-up requests and service packages", async () => {
    await signIn(customer);
    await page.goto(`${portalUrl}/service/checkup-request`);
    await page.getByText('Only BP account is allowed').waitFor();
    expect(await page.getByRole('form', { name: 'Check-up request' }).count()).toBe(0);
    await page.goto(`${portalUrl}/service/service-package`);
    await page.getByText('Only BP account is allowed').waitFor();
    const section = page.locator('[data-section="services"]');
    expect(await section.getByText('Only BP account is allowed').isVisible()).toBe(true);
    expect(await section.getByRole('button', { name: 'Subscribe', exact: true }).count()).toBe(0);
  });

  it('plays a tutorial video in the page for a guest', async () => {
    await page.goto(`${portalUrl}/service/tutorial`);
    const video = page.locator('video');
    await video.waitFor();
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise<void>((resolve) => {
        const check = () => (element.currentTime > 0 ? resolve() : setTimeout(check, 50));
        check();
      });
      return { time: element.currentTime, error: element.error };
    });
    expect(played.time).toBeGreaterThan(0);
    expect(played.error).toBeNull();
    await page.getByRole('button', { name: /Cleaning grinder burrs/ }).click();
    await page.getByRole('heading', { name: 'Cleaning grinder burrs' }).waitFor();
  });

  it('hides a switched-off page from the menu and explains a direct visit', async () => {
    await setSwitch('enableServiceTutorial', 'off');
    try {
      const settingsArrived = page.waitForResponse((response) => response.url().endsWith('/client/settings'));
      await page.goto(`${portalUrl}/service/service-history`);
      await settingsArrived;
      const menu = page.getByRole('navigation', { name: 'main' });
      await menu.getByRole('link', { name: 'Service history' }).waitFor();
      await menu.getByRole('link', { name: 'Tutorials' }).waitFor({ state: 'detached' });
      expect(await menu.getByRole('link', { name: 'Tutorials' }).count()).toBe(0);
      await page.goto(`${portalUrl}/service/tutorial`);
      await page.getByText('This page is not available right now.').waitFor();
      expect(await page.locator('video').count()).toBe(0);
    } finally {
      await setSwitch('enableServiceTutorial', 'on');
    }
  });
});
