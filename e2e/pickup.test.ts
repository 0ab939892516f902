import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  phnomPenhInstant,
  phnomPenhText,
  pickupDays,
  pickupLeadMinutes,
  type WeeklyHours,
} from '../shared/src/contract/opening-hours';
import { apiUrl, callApi } from './support/accounts';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

// A visitor whose device is set to UTC, seven hours behind Phnom Penh.
const browser = useBrowser({ timezoneId: 'UTC' });
let page: Page;
beforeEach(async () => {
  page = browser.page();
  await page.context().clearCookies();
  await page.goto(`${portalUrl}/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
});

const customer = { user: '012345678', password: 'coffee123' };

type Site = { key: string; name: string; openingHours: string; weeklyHours: WeeklyHours };
const sites = async (language = 'en') =>
  (
    (await (
      await fetch(`${apiUrl}/client/showroom`, { headers: { 'accept-language': language } })
    ).json()) as {
      data: Site[];
    }
  ).data;

async function basketWithOneProduct() {
  const token = (await callApi('POST', '/auth/login', customer)).data.access_token as string;
  for (const line of (await callApi('GET', '/cart', undefined, token)).data)
    await callApi('DELETE', `/cart/${line.id}`, undefined, token);
  const product = (await callApi('GET', '/product?limit=100')).data.find(
    (p: { hasOptions: boolean; stock: number }) => !p.hasOptions && p.stock >= 20,
  );
  await callApi('POST', '/cart/add', { productId: product.id, quantity: 1 }, token);
  return token;
}

async function signIn() {
  await page.goto(`${portalUrl}/cart`);
  await page.getByTestId('sign-in-prompt').getByRole('button', { name: 'Sign in' }).click();
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('Phone number or e-mail').fill(customer.user);
  await login.getByLabel('Password', { exact: true }).fill(customer.password);
  await login.getByLabel('Password', { exact: true }).press('Enter');
  await login.waitFor({ state: 'hidden' });
}

const optionsOf = (testId: string) =>
  page
    .getByTestId(testId)
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));

describe('pickup at checkout', () => {
  it('offers each site’s own open times in Phnom Penh time, on a device set to UTC, and the order keeps them', async () => {
    const token = await basketWithOneProduct();
    const tk = (await sites()).find((s) => s.key === 'toul-kork') as Site;
    await signIn();
    await page.goto(`${portalUrl}/cart/checkout`);
    await page.getByTestId('delivery-type').selectOption('pickup');
    expect(await optionsOf('pickup-place')).toEqual((await sites()).map((s) => s.key));

    await page.getByTestId('pickup-place').selectOption('toul-kork');
    expect(await page.getByTestId('pickup-site-hours').textContent()).toContain(tk.openingHours);
    const expected = pickupDays(tk.weeklyHours, new Date(), pickupLeadMinutes, 7);
    expect(await optionsOf('pickup-day')).toEqual(expected.map((d) => d.date));
    const [first] = expected;
    expect(await optionsOf('pickup-time')).toEqual(first?.times);

    // The last time offered on the second day: inside Toul Kork's hours, Phnom Penh time.
    const day = expected[1] ?? expected[0];
    const time = day?.times.at(-1) ?? '';
    await page.getByTestId('pickup-day').selectOption(day?.date ?? '');
    await page.getByTestId('pickup-time').selectOption(time);
    await page.getByLabel('Payment method').selectOption('cash_on_delivery');
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/cart\/checkout\/success\/\d+$/);
    const id = Number(page.url().split('/').pop());

    const at = phnomPenhInstant(day?.date ?? '', time);
    await page.getByTestId('expected-delivery').waitFor();
    expect(await page.getByTestId('expected-delivery').textContent()).toBe(`Pickup at ${phnomPenhText(at)}`);
    expect(await page.getByTestId('pickup-site').textContent()).toContain('Toul Kork showroom');
    const stored = (await callApi('GET', `/order/detail/${id}`, undefined, token)).data;
    expect(stored.pickupPlace).toBe('toul-kork');
    expect(stored.expectedDelivery.at).toBe(at.toISOString());
    await callApi('PUT', `/order/${id}/cancel`, undefined, token).catch(() => undefined);
  });

  it('reads the showrooms’ opening hours in Khmer when Khmer is chosen', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'km'));
    await page.context().addCookies([{ name: 'language', value: 'km', url: portalUrl }]);
    await page.goto(`${portalUrl}/showroom`);
    const inKhmer = await sites('km');
    const siemReap = inKhmer.find((s) => s.key === 'siem-reap') as Site;
    expect(siemReap.openingHours).toMatch(/ចន្ទ–សៅរ៍ 08:00–18:00 · អាទិត្យ បិទ/);
    await page.getByText(siemReap.openingHours).waitFor();
    await page.getByText('បន្ទប់តាំងបង្ហាញ សៀមរាប').waitFor();
  });
});
