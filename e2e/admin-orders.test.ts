import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { callApi, newCustomer, signInAtLoginPage, signInThroughDialog } from './support/accounts';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(async () => {
  page = browser.page();
  await page.context().clearCookies();
  await page.goto(`${portalUrl}/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
});

const admin = { user: '010200300', password: 'admin1234' };
const backOffice = () => page.locator('[data-section="admin"]');

/** A new customer with an address and one cash-on-delivery order of two units of an in-stock product. */
async function customerWithOrder() {
  const customer = await newCustomer(`Rathana${Date.now() % 100000}`, 'Chea');
  const token = (await callApi('POST', '/auth/login', { user: customer.phone, password: customer.password }))
    .data.access_token as string;
  const address = await callApi(
    'POST',
    '/address',
    { name: 'Café', addressDetail: 'St. 19, #4', provinceId: 12, districtId: 1201 },
    token,
  );
  const products = await callApi('GET', '/product?limit=100');
  const product = products.data.find(
    (p: { hasOptions: boolean; stock: number }) => !p.hasOptions && p.stock >= 5,
  );
  await callApi('POST', '/cart/add', { productId: product.id, quantity: 2 }, token);
  const order = (
    await callApi(
      'POST',
      '/order',
      { deliveryType: 'delivery', addressId: address.data.id, paymentMethod: 'cash_on_delivery' },
      token,
    )
  ).data as { id: number; orderNumber: string; totalAmount: number };
  return { customer, order };
}

describe('orders in the back office', () => {
  it('finds a customer’s order, moves it through to completed, and the customer sees the points it earned', async () => {
    const { customer, order } = await customerWithOrder();

    await signInAtLoginPage(page, admin.user, admin.password);
    await backOffice().getByRole('link', { name: 'Orders', exact: true }).click();
    await backOffice().getByLabel('Customer or order number').fill(customer.phone);
    await backOffice().getByRole('link', { name: order.orderNumber }).click();
    const status = backOffice().getByTestId('admin-order-status');
    await status.filter({ hasText: 'Pending' }).waitFor();

    for (const [next, remark] of [
      ['Pending delivery', 'Packed by Dara'],
      ['On delivery, pending payment', ''],
      ['Delivered, pending payment', ''],
      ['Completed', 'Cash received'],
    ]) {
      await backOffice()
        .getByLabel('Next status')
        .selectOption({ label: next as string });
      await backOffice()
        .getByLabel('Remark')
        .fill(remark as string);
      await backOffice().getByRole('button', { name: 'Apply' }).click();
      await status.filter({ hasText: new RegExp(`^${next}$`) }).waitFor();
    }
    await backOffice().getByText('Cash received').waitFor();
    expect(await backOffice().getByLabel('Next status').inputValue()).toBe('closed');

    // The customer, in the same browser after the staff member leaves.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${portalUrl}/`);
    await signInThroughDialog(page, customer);
    await page.goto(`${portalUrl}/profile/point`);
    const earned = page.locator('[data-testid="point-row"][data-reason="earned"]');
    await earned.waitFor();
    expect(await earned.getByTestId('point-change').textContent()).toBe(
      `+${Math.floor(order.totalAmount / 100)}`,
    );
    await page.goto(`${portalUrl}/profile/order-history/detail/${order.id}`);
    await page.getByTestId('order-history-remark').filter({ hasText: 'Packed by Dara' }).waitFor();
  });

  it('asks for a reason before cancelling, then gives the order back to stock', async () => {
    const { order } = await customerWithOrder();
    await signInAtLoginPage(page, admin.user, admin.password);
    await page.goto(`${portalUrl}/admin/orders/${order.id}`);
    await backOffice().getByLabel('Next status').selectOption({ label: 'Rejected order' });
    await backOffice().getByRole('button', { name: 'Apply' }).click();
    await backOffice().getByText('Please give the customer a reason.').waitFor();
    await backOffice().getByLabel('Remark').fill('We cannot deliver there yet');
    await backOffice().getByRole('button', { name: 'Apply' }).click();
    await backOffice().getByTestId('admin-order-status').filter({ hasText: 'Rejected order' }).waitFor();
    await backOffice().getByText('This order is final: it cannot move any more.').waitFor();
  });

  it('prints a pick list and a delivery note named after the order, in English and in Khmer', async () => {
    const { order } = await customerWithOrder();
    await signInAtLoginPage(page, admin.user, admin.password);
    for (const [language, pickList, deliveryNote] of [
      ['en', 'Pick list', 'Delivery note'],
      ['km', 'បញ្ជីរើសទំនិញ', 'ប័ណ្ណដឹកជញ្ជូន'],
    ] as const) {
      await page.evaluate((code) => localStorage.setItem('language', code), language);
      await page.goto(`${portalUrl}/admin/orders/${order.id}`);
      for (const [label, paper] of [
        [pickList, 'pick-list'],
        [deliveryNote, 'delivery-note'],
      ] as const) {
        const path = `/admin-api/orders/${order.id}/${paper}.pdf`;
        const [answer, download] = await Promise.all([
          page.waitForResponse((response) => new URL(response.url()).pathname === path),
          page.waitForEvent('download'),
          backOffice().getByRole('button', { name: label }).click(),
        ]);
        expect(answer.status()).toBe(200);
        expect(answer.headers()['content-type']).toBe('application/pdf');
        expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(download.suggestedFilename()).toBe(`${paper}-${order.orderNumber}.pdf`);
      }
    }
  });
});
