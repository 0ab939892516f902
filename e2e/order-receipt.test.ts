import { beforeAll, describe, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { expect } from '../test/support/expect';
import { callApi, signInThroughDialog } from './support/accounts';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;

const customer = { phone: '012345678', password: 'coffee123' };
let order: { id: number; orderNumber: string };

beforeAll(async () => {
  page = browser.page();
  await page.context().clearCookies();
  await page.goto(`${portalUrl}/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const token = (await callApi('POST', '/auth/login', { user: customer.phone, password: customer.password }))
    .data.access_token as string;
  // The demo account may keep lines from an earlier run.
  for (const line of (await callApi('GET', '/cart', undefined, token)).data)
    await callApi('DELETE', `/cart/${line.id}`, undefined, token);
  const addresses = await callApi('GET', '/address?limit=200&offset=0', undefined, token);
  if (addresses.data.length === 0)
    await callApi(
      'POST',
      '/address',
      { name: 'Home', addressDetail: 'St. 310, #25', provinceId: 12, districtId: 1201 },
      token,
    );
  const addressId = (await callApi('GET', '/address?limit=200&offset=0', undefined, token)).data[0].id;
  const product = (await callApi('GET', '/product?limit=100')).data.find(
    (p: { hasOptions: boolean; stock: number }) => !p.hasOptions && p.stock >= 20,
  );
  await callApi('POST', '/cart/add', { productId: product.id, quantity: 1 }, token);
  order = (
    await callApi(
      'POST',
      '/order',
      { deliveryType: 'delivery', addressId, paymentMethod: 'cash_on_delivery' },
      token,
    )
  ).data;
});

describe("an order's receipt", () => {
  it('downloads as a PDF named after the order from the order detail page of the demo customer', async () => {
    await signInThroughDialog(page, customer);
    await page.goto(`${portalUrl}/profile/order-history/detail/${order.id}`);
    await page.getByTestId('order-detail-status').waitFor();

    const receiptUrl = `/client/order/${order.id}/receipt`;
    const [answer, download] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === receiptUrl),
      page.waitForEvent('download'),
      page.getByTestId('order-receipt').click(),
    ]);

    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.suggestedFilename()).toBe(`receipt-${order.orderNumber}.pdf`);
  });
});
