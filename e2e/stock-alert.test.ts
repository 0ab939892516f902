import { beforeEach, describe, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiUrl, callApi, newCustomer, signInThroughDialog } from './support/accounts';
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

/** A staff stock change through the admin API, as the back office's "Adjust stock" sends it. */
async function adjustStock(variantId: number, quantity: number, reason: string) {
  const token = (await callApi('POST', '/auth/login', admin)).data.access_token as string;
  const answer = await fetch(`${apiUrl}/admin-api/variants/${variantId}/stock-adjustments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ quantity, reason }),
  });
  if (!answer.ok) throw new Error(`stock adjustment answered ${answer.status}: ${await answer.text()}`);
}

describe('back in stock', () => {
  it('a customer asks to be told on a sold-out product, staff restock it, and the notification says so', async () => {
    const list = await callApi('GET', '/product?limit=100');
    const product = list.data.find(
      (candidate: { hasOptions: boolean; stock: number }) => !candidate.hasOptions && candidate.stock >= 1,
    ) as { id: number; name: string };
    const detail = await callApi('GET', `/product/${product.id}`);
    const variant = detail.data.variants[0] as { id: number; stock: number };
    await adjustStock(variant.id, -variant.stock, 'Count before a back-in-stock test');

    const customer = await newCustomer('Sreymom', 'Chea');
    await page.goto(`${portalUrl}/product/${product.id}`);
    await page.getByTestId('stock-message').filter({ hasText: 'Out of stock' }).waitFor();
    // A guest is asked to sign in first.
    await page.getByRole('button', { name: 'Notify me when it is back' }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    await page.keyboard.press('Escape');
    await signInThroughDialog(page, customer);
    await page.getByRole('button', { name: 'Notify me when it is back' }).click();
    await page.getByText('We will tell you when it is back in stock.').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Cancel the alert' }).waitFor();

    await adjustStock(variant.id, variant.stock, 'Goods received');

    await page.goto(`${portalUrl}/profile/notification`);
    await page
      .getByTestId('account-notification')
      .filter({ hasText: 'Back in stock' })
      .filter({ hasText: product.name })
      .first()
      .waitFor();
    const outbox = await fetch(`${apiUrl}/__dev/outbox?to=${customer.phone}`);
    const { data } = (await outbox.json()) as { data: { purpose: string; text: string }[] };
    const messages = data.filter((message) => message.purpose === 'BACK_IN_STOCK');
    if (messages.length !== 1 || !messages[0]?.text.includes(product.name))
      throw new Error(`expected one back-in-stock message, got ${JSON.stringify(messages)}`);
  });
});
