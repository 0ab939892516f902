import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { callApi, signInThroughDialog } from './support/accounts';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(() => {
  page = browser.page();
});

const maintenance = 'System under maintanance. Please try again later.';

/** Answers the API's reads matching `pattern` with 503 until the returned function is called. */
async function outage(pattern: RegExp) {
  const handler = (route: import('playwright-core').Route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 503,
        code: 5000,
        error: 'Service Unavailable',
        message: 'unavailable',
      }),
    });
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

// Spec section 8: 500–504 read "System under maintanance. Please try again later." A detail page whose read
// fails so must never say that what it shows does not exist, and Retry brings it back once the API answers.
describe('a detail page during an outage', () => {
  it.each([
    [
      'a product',
      async () => `/product/x/${(await callApi('GET', '/product?limit=1')).data[0].id}`,
      /\/client\/product\/\d+$/,
    ],
    [
      'a package promotion',
      async () =>
        `/product/package-promotion/detail/${(await callApi('GET', '/product?limit=1')).data[0].id}`,
      /\/client\/product\/\d+$/,
    ],
    [
      'a showroom',
      async () => `/showroom/detail?id=${(await callApi('GET', '/showroom')).data[0].id}`,
      /\/client\/showroom\/\d+$/,
    ],
    ['the vacancies', async () => '/academy/vacancy', /\/client\/vacancy(\?|$)/],
  ])('shows %s as under maintenance with Retry, never as not found', async (_name, path, api) => {
    const restore = await outage(api);
    await page.goto(`${portalUrl}${await path()}`);
    const failed = page.getByTestId('load-failed');
    await failed.getByText(maintenance).waitFor();
    expect(await page.getByText(/could not be found|not found/i).count()).toBe(0);

    await restore();
    await failed.getByRole('button', { name: 'Retry' }).click();
    await failed.waitFor({ state: 'detached' });
    expect(await page.getByText(maintenance).count()).toBe(0);
  });
});

// The same for the detail pages behind a sign-in: an order, a notification, a service ticket, a barista and a
// candidate. The demo business partner may open all of them; the ids need not exist, as the read never answers.
describe('a signed-in detail page during an outage', () => {
  beforeAll(async () => {
    const signingIn = browser.page();
    await signingIn.goto(`${portalUrl}/`);
    await signInThroughDialog(signingIn, { phone: '098765432', password: 'partner123' });
  });

  it.each([
    ['an order', '/profile/order-history/detail/1', /\/client\/order\/detail\/\d+$/],
    ['a notification', '/profile/notification/detail?id=1', /\/client\/notification\/\d+$/],
    ['a service ticket', '/service/service-history/detail?id=1', /\/client\/service\/ticket\/\d+$/],
    ['a barista', '/academy/barista-pool/barista-pool-detail?id=1', /\/client\/barista-pool\/\d+$/],
    ['a candidate', '/academy/candidate-pool/candidate-detail?id=1', /\/client\/candidate\/\d+$/],
  ])('shows %s as under maintenance with Retry, never as not found', async (_name, path, api) => {
    await outage(api);
    await page.goto(`${portalUrl}${path}`);
    await page.getByTestId('load-failed').getByText(maintenance).waitFor();
    expect(await page.getByText(/could not be found|not found/i).count()).toBe(0);
    await page.getByTestId('load-failed').getByRole('button', { name: 'Retry' }).waitFor();
    await page.unrouteAll();
  });
});
