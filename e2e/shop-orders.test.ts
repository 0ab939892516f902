import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiUrl, callApi } from './support/accounts';
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

const customer = { user: '012345678', password: 'coffee123' };
const partner = { user: '098765432', password: 'partner123' };

const tokenOf = async (who: { user: string; password: string }) =>
  (await callApi('POST', '/auth/login', who)).data.access_token as string;

/** A product without options and plenty of stock, found through the catalogue's list. */
async function plainProduct(): Promise<{ id: number; name: string }> {
  const list = await callApi('GET', '/product?limit=100');
  const product = list.data.find(
    (p: { hasOptions: boolean; stock: number }) => !p.hasOptions && p.stock >= 20,
  );
  if (!product) throw new Error('no product without options in stock');
  return product;
}

/** A fresh account's basket starts empty: the demo accounts may keep lines from an earlier run. */
async function emptyBaskets(token: string) {
  for (const path of ['/cart', '/cart-quick-order']) {
    const basket = await callApi('GET', path, undefined, token);
    for (const line of basket.data) await callApi('DELETE', `${path}/${line.id}`, undefined, token);
  }
}

async function ensureAddress(token: string) {
  const list = await callApi('GET', '/address?limit=200&offset=0', undefined, token);
  if (list.data.length === 0) {
    await callApi(
      'POST',
      '/address',
      { name: 'Shop', addressDetail: 'St. 310, #25', provinceId: 12, districtId: 1201 },
      token,
    );
  }
}

/** A demo account ready to buy: its baskets emptied, an address on file, and a product it can add. */
async function readyToBuy(who: { user: string; password: string }) {
  const token = await tokenOf(who);
  await emptyBaskets(token);
  await ensureAddress(token);
  return { token, product: await plainProduct() };
}

async function signInThroughDialog(who: { user: string; password: string }) {
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.waitFor();
  await login.getByLabel('Phone number or e-mail').fill(who.user);
  await login.getByLabel('Password', { exact: true }).fill(who.password);
  await login.getByLabel('Password', { exact: true }).press('Enter');
  await login.waitFor({ state: 'hidden' });
}

async function signIn(who: { user: string; password: string }) {
  await page.goto(`${portalUrl}/cart`);
  await page.getByTestId('sign-in-prompt').getByRole('button', { name: 'Sign in' }).click();
  await signInThroughDialog(who);
}

/** The language choice the selector stores; the next page loads in Khmer. */
async function chooseKhmer() {
  await page.evaluate(() => localStorage.setItem('language', 'km'));
  await page.context().addCookies([{ name: 'language', value: 'km', url: portalUrl }]);
}

/** The order id from the confirmation page's URL. */
const confirmedOrderId = async () => {
  await page.waitForURL(/\/cart\/checkout\/success\/\d+$/);
  return Number(page.url().split('/').pop());
};

const cancel = (token: string, id: number) =>
  callApi('PUT', `/order/${id}/cancel`, undefined, token).catch(() => undefined);

describe('buying in the shop', () => {
  it('asks a guest to sign in at checkout', async () => {
    await page.goto(`${portalUrl}/cart/checkout`);
    await page.getByTestId('sign-in-prompt').waitFor();
    await page.getByTestId('sign-in-prompt').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
  });

  it('lets the demo customer add a product, see the cart and pay cash on delivery', async () => {
    const { token, product } = await readyToBuy(customer);
    await signIn(customer);

    await page.goto(`${portalUrl}/product/${product.id}`);
    await page.getByTestId('add-to-cart').first().click();
    // As a shopper would: on to the cart once the shop says the product is in it.
    await page.getByText('Added to your cart').waitFor();
    await page.goto(`${portalUrl}/cart`);
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('cart-line').first().textContent()).toContain(product.name);
    // A product without a promotion has no discount line, not a "-$0.00" one.
    await page.getByTestId('cart-total').waitFor();
    expect(await page.getByText('Discount', { exact: true }).count()).toBe(0);
    await page.getByTestId('go-to-checkout').click();

    await page.waitForURL(/\/cart\/checkout$/);
    await page.getByTestId('delivery-quote').waitFor();
    expect(await page.getByText('-$0.00').count()).toBe(0);
    expect(await page.getByTestId('delivery-quote').textContent()).toContain('Expected delivery');
    await page.getByLabel('Payment method').selectOption('cash_on_delivery');
    await page.getByTestId('place-order').click();
    const id = await confirmedOrderId();
    await page.getByTestId('order-number').waitFor();
    expect(await page.getByTestId('order-status').getAttribute('data-status')).toBe('pending');
    await cancel(token, id);
  });

  it('lets a customer who reads Khmer buy with cash on delivery, every step in Khmer', async () => {
    const { token, product } = await readyToBuy(customer);
    await signIn(customer);
    await chooseKhmer();

    await page.goto(`${portalUrl}/product/${product.id}`);
    await page.getByRole('button', { name: 'បន្ថែមទៅរទេះ' }).first().click();
    await page.goto(`${portalUrl}/cart`);
    await page.getByTestId('cart-line').first().waitFor();
    await page.getByRole('link', { name: 'បង់ប្រាក់', exact: true }).click();

    await page.waitForURL(/\/cart\/checkout$/);
    await page.getByTestId('delivery-quote').waitFor();
    expect(await page.getByTestId('delivery-quote').textContent()).toContain('ការដឹកជញ្ជូនរំពឹងទុក');
    const method = page.getByLabel('វិធីទូទាត់');
    await method.selectOption('cash_on_delivery');
    expect(await method.locator('option:checked').textContent()).toBe('បង់ប្រាក់ពេលទទួលទំនិញ');
    await page.getByRole('button', { name: 'បញ្ជាទិញ', exact: true }).click();

    const id = await confirmedOrderId();
    await page.getByRole('heading', { level: 1, name: 'ការបញ្ជាក់ការបញ្ជាទិញ' }).waitFor();
    await page.getByText('សូមអរគុណ! ការបញ្ជាទិញរបស់អ្នកត្រូវបានដាក់រួចរាល់។').waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe('កំពុងរង់ចាំ');
    await cancel(token, id);
  });

  it.each([
    {
      way: 'a business partner on credit',
      who: partner,
      method: 'credit_line',
      checkoutShows: /^ឥណទានដែលនៅសល់៖ \$[\d,]+\.\d\d$/,
      confirmationShows: 'សូមអរគុណ! ការបញ្ជាទិញរបស់អ្នកត្រូវបានដាក់រួចរាល់។',
      status: 'កំពុងរង់ចាំ',
    },
    {
      way: 'a customer by KHQR',
      who: customer,
      method: 'online_bank',
      checkoutShows: null,
      confirmationShows: 'ស្កេន KHQR នេះដោយកម្មវិធីធនាគាររបស់អ្នក ដើម្បីបង់ប្រាក់',
      status: 'កំពុងរង់ចាំការទូទាត់',
    },
  ])('lets $way pay in Khmer', async ({ who, method, checkoutShows, confirmationShows, status }) => {
    const { token, product } = await readyToBuy(who);
    await callApi('POST', '/cart/add', { productId: product.id, quantity: 1 }, token);
    await signIn(who);
    await chooseKhmer();

    await page.goto(`${portalUrl}/cart/checkout`);
    await page.getByLabel('វិធីទូទាត់').selectOption(method);
    if (checkoutShows) {
      await page.getByTestId('available-credit').waitFor();
      expect(await page.getByTestId('available-credit').textContent()).toMatch(checkoutShows);
    }
    await page.getByRole('button', { name: 'បញ្ជាទិញ', exact: true }).click();

    const id = await confirmedOrderId();
    await page.getByText(confirmationShows).waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe(status);
    await cancel(token, id);
  });

  it('lets the demo business partner pay by credit line, showing the available credit', async () => {
    const { token, product } = await readyToBuy(partner);
    await callApi('POST', '/cart/add', { productId: product.id, quantity: 1 }, token);
    await signIn(partner);
    await page.goto(`${portalUrl}/cart/checkout`);
    await page.getByLabel('Payment method').selectOption('credit_line');
    await page.getByTestId('available-credit').waitFor();
    expect(await page.getByTestId('available-credit').textContent()).toMatch(
      /Available credit: \$[\d,]+\.\d\d/,
    );
    await page.getByTestId('place-order').click();
    const id = await confirmedOrderId();
    await page.getByTestId('order-number').waitFor();
    const order = (await callApi('GET', `/order/detail/${id}`, undefined, token)).data;
    expect(order).toMatchObject({ paymentMethod: 'credit_line', status: 'pending' });
    await cancel(token, id);
  });

  it('shows a KHQR for an online payment and turns paid after the bank confirms', async () => {
    const { token, product } = await readyToBuy(customer);
    await callApi('POST', '/cart/add', { productId: product.id, quantity: 1 }, token);
    await signIn(customer);
    await page.goto(`${portalUrl}/cart/checkout`);
    await page.getByLabel('Payment method').selectOption('online_bank');
    await page.getByTestId('place-order').click();
    const id = await confirmedOrderId();
    const qr = page.getByTestId('khqr');
    await qr.waitFor();
    const payload = (await qr.getAttribute('data-payload')) ?? '';
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toContain('5303840');
    expect(payload).toContain('5802KH');
    const order = (await callApi('GET', `/order/detail/${id}`, undefined, token)).data;
    // The customer's bank pays: the sandbox gateway sends its signed confirmation to the API.
    await callApi('POST', `/sandbox-gateway/charges/${order.paymentReference}/confirm`);
    await page.getByTestId('order-paid').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('order-status').getAttribute('data-status')).toBe('paid_pending_delivery');
  });

  it('pays by card: a mistyped number is refused in the browser, and the card goes to the gateway alone', async () => {
    const { token, product } = await readyToBuy(customer);
    await callApi('POST', '/cart/add', { productId: product.id, quantity: 1 }, token);
    await signIn(customer);
    const orderBodies: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/client/order') orderBodies.push(request.postData() ?? '');
    });
    await page.goto(`${portalUrl}/cart/checkout`);
    await page.getByLabel('Payment method').selectOption('card');
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Expiry').fill(`12/${(new Date().getUTCFullYear() + 2) % 100}`);
    await page.getByLabel('CVV').fill('123');
    await page.getByTestId('place-order').click();
    await page.getByTestId('checkout-error').getByText('The card number is not valid').waitFor();
    expect(orderBodies).toEqual([]);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByTestId('place-order').click();
    const id = await confirmedOrderId();
    await page.getByTestId('order-paid').waitFor();
    expect(await page.getByTestId('order-status').getAttribute('data-status')).toBe('paid_pending_delivery');
    expect(orderBodies).toHaveLength(1);
    expect(orderBodies[0]).toContain('cardToken');
    expect(orderBodies[0]).not.toContain('4242');
    await cancel(token, id);
  });

  it('fills the quick order from a past order and checks it out', async () => {
    const { token, product } = await readyToBuy(customer);
    await callApi('POST', '/cart/add', { productId: product.id, quantity: 2 }, token);
    const addresses = await callApi('GET', '/address?limit=200&offset=0', undefined, token);
    const past = (
      await callApi(
        'POST',
        '/order',
        { deliveryType: 'delivery', addressId: addresses.data[0].id, paymentMethod: 'cash_on_delivery' },
        token,
      )
    ).data;
    await callApi('POST', '/cart/reorder', { orderId: past.id, target: 'quick_order' }, token);
    await cancel(token, past.id);

    await signIn(customer);
    await page.goto(`${portalUrl}/quick-order`);
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('cart-line').first().textContent()).toContain(product.name);
    await page.getByTestId('go-to-checkout').click();
    await page.waitForURL(/\/quick-order\/checkout$/);
    await page.getByTestId('place-order').click();
    const id = await confirmedOrderId();
    const order = (await callApi('GET', `/order/detail/${id}`, undefined, token)).data;
    expect(order).toMatchObject({ source: 'quick_order', itemCount: 2 });
    await cancel(token, id);
  });

  it('applies a coupon at checkout', async () => {
    // WELCOME10 works once per account: a new customer signs up for it.
    const phone = `09${String(Date.now()).slice(-8)}`;
    const registered = await callApi('POST', '/account/register', {
      firstName: 'Kanha',
      lastName: 'Sok',
      gender: 'Female',
      phone,
      password: 'coupon123',
      confirmPassword: 'coupon123',
    });
    expect(typeof registered.data.id).toBe('number');
    const outbox = await (await fetch(`${apiUrl}/__dev/outbox?to=${phone}`)).json();
    await callApi('POST', '/account/verify-account', { phoneOrEmail: phone, otp: outbox.data[0].code });
    const who = { user: phone, password: 'coupon123' };
    const token = await tokenOf(who);
    await ensureAddress(token);
    const product = await plainProduct();
    await callApi('POST', '/cart/add', { productId: product.id, quantity: 2 }, token);

    await signIn(who);
    await page.goto(`${portalUrl}/cart/checkout`);
    await page.getByTestId('coupon-code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('coupon-applied').waitFor();
    expect(await page.getByTestId('coupon-applied').textContent()).toContain('WELCOME10');
    await page.getByTestId('place-order').click();
    const id = await confirmedOrderId();
    const order = (await callApi('GET', `/order/detail/${id}`, undefined, token)).data;
    expect(order.couponCode).toBe('WELCOME10');
    expect(order.paymentDetail.couponDiscountAmount).toBeGreaterThan(0);
    await cancel(token, id);
  });
});

describe('reward points at checkout', () => {
  it('refuses more points than the balance as they are typed, and leaves the total as it was', async () => {
    const { token, product } = await readyToBuy(customer);
    const balance: number = (await callApi('GET', '/account/profile', undefined, token)).data.totalPoints;
    await signIn(customer);
    await page.goto(`${portalUrl}/product/${product.id}`);
    await page.getByTestId('add-to-cart').first().click();
    await page.getByText('Added to your cart').waitFor();
    await page.goto(`${portalUrl}/cart/checkout`);
    const field = page.getByLabel(`Points to redeem (you have ${balance}; 1 point = $0.01)`);
    await field.waitFor();
    const goods: number = (await callApi('GET', '/cart', undefined, token)).paymentDetail.totalAmount;
    expect(await field.getAttribute('max')).toBe(String(Math.min(balance, goods)));

    await field.fill(String(balance + 100));
    await page.getByText('Not enough reward points').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(await page.getByText(`-${usd.format((balance + 100) / 100)}`).count()).toBe(0);
    await emptyBaskets(token);
  });
});

describe('the special blend', () => {
  it('opens at the least quantity its minimum order accepts: 6 kg for $108, not 5 kg for $90', async () => {
    await signIn(customer);
    await page.goto(`${portalUrl}/product/special-blend`);
    const quantity = page.getByLabel('Quantity (kg)');
    await quantity.waitFor();
    expect(await quantity.inputValue()).toBe('6');
    await page.getByText('Total: $108.00').waitFor();
  });
});
