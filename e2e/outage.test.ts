import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi } from './support/accounts';
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
