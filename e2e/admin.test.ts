import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { poll } from '../test/support/poll';
import { signInAtLoginPage } from './support/accounts';
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

// The API itself, for what a customer does elsewhere (sign-up, the request) and for the dev outbox.
const apiUrl = `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
const admin = { user: '010200300', password: 'admin1234' };
const password = 'bean-pass1';

let serial = 0;
const uniquePhone = () => `09${String(Date.now() * 10 + (serial++ % 10)).slice(-8)}`;

async function post(path: string, body: object, token?: string) {
  const answer = await fetch(`${apiUrl}/client${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await answer.json();
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(json)}`);
  return json.data;
}

/** A verified customer, signed in through the API; answers the phone and the access token. */
async function freshCustomer(firstName: string) {
  const phone = uniquePhone();
  await post('/account/register', {
    firstName,
    lastName: 'Keo',
    phone,
    password,
    confirmPassword: password,
    gender: 'Male',
  });
  const outbox = await (await fetch(`${apiUrl}/__dev/outbox?to=${phone}`)).json();
  await post('/account/verify-account', { phoneOrEmail: phone, otp: outbox.data[0].code });
  const tokens = await post('/auth/login', { user: phone, password });
  return { phone, token: tokens.access_token as string };
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function requestToBePartner(token: string, firstName: string) {
  const [presigned] = await post(
    '/upload/presign',
    { media: [{ ext: 'png', type: 'businessPartner', filename: 'shop.png' }] },
    token,
  );
  const put = await fetch(new URL(presigned.uploadUrl, apiUrl), {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(png),
  });
  expect(put.status).toBe(200);
  return post(
    '/account/request-to-be-business-partner',
    {
      imageUrl: presigned.key,
      firstName,
      lastName: 'Keo',
      phone1: '012 888 999',
      address: 'St. 240, Daun Penh',
      businessType: 'Coffee Shop',
      storeName: 'Brown Bean Café',
      provinceId: 12,
      districtId: 1202,
    },
    token,
  ) as Promise<{ id: number }>;
}

const backOffice = () => page.locator('[data-section="admin"]');

describe('the back office', () => {
  it('lets the seeded admin sign in at /login, approve a pending request, and shows it in the audit log', async () => {
    const firstName = `Vuthy${Date.now() % 100000}`;
    const customer = await freshCustomer(firstName);
    const request = await requestToBePartner(customer.token, firstName);

    await signInAtLoginPage(page, admin.user, admin.password);
    await backOffice().getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await backOffice().getByRole('link', { name: 'Business-partner requests', exact: true }).click();
    const card = backOffice().getByRole('article', { name: `${firstName} Keo` });
    await card.waitFor();
    const image = card.getByRole('img', { name: `Picture sent by ${firstName} Keo` });
    await poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await card.getByLabel('Credit line (USD)').fill('1,500');
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved with a credit line of $1,500.00.').waitFor();
    await card.waitFor({ state: 'detached' });

    const profile = await (
      await fetch(`${apiUrl}/client/account/profile`, {
        headers: { Authorization: `Bearer ${customer.token}` },
      })
    ).json();
    expect(profile.data.credit.creditLine).toBe(150_000);

    await backOffice().getByRole('link', { name: 'Audit log', exact: true }).click();
    const row = backOffice()
      .getByRole('row')
      .filter({ hasText: `businessPartner.approve #${request.id}` });
    await row.waitFor();
    expect(await row.textContent()).toContain('creditLineCents: 150000');
    expect(await row.textContent()).toContain('Bopha Admin');
  });

  it("switches a page off in the back office, and a visitor's menu follows; switched on again it is back", async () => {
    await signInAtLoginPage(page, admin.user, admin.password);
    await backOffice().getByRole('link', { name: 'Feature switches', exact: true }).click();
    const showroom = backOffice().getByRole('switch', { name: 'Showroom' });
    const menu = page.getByRole('navigation', { name: 'main' });
    const showroomLinks = () => menu.getByRole('link', { name: 'Showroom' }).count();
    const asVisitor = async () => {
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${portalUrl}/`);
      await menu.getByRole('link', { name: 'Home' }).waitFor();
    };
    try {
      await poll(() => showroom.isChecked()).toBe(true);
      // Mantine draws the switch over a visually hidden input, so the click goes to the input itself; the switch
      // shows the server's value, so it turns once the change is saved.
      await showroom.click({ force: true });
      await poll(() => showroom.isChecked()).toBe(false);
      await asVisitor();
      // The menu first draws every page, then hides what the server's switches turn off.
      await poll(showroomLinks).toBe(0);
    } finally {
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await signInAtLoginPage(page, admin.user, admin.password);
      await backOffice().getByRole('link', { name: 'Feature switches', exact: true }).click();
      await showroom.waitFor();
      if (!(await showroom.isChecked())) await showroom.click({ force: true });
      await poll(() => showroom.isChecked()).toBe(true);
    }
    await asVisitor();
    await poll(showroomLinks).toBe(1);
  });

  it('opens in a staff layout of its own: the whole width, its menu beside the page, none of the shop around it', async () => {
    await signInAtLoginPage(page, admin.user, admin.password);
    const heading = backOffice().getByRole('heading', { level: 1, name: 'Dashboard' });
    await heading.waitFor();
    const header = page.getByTestId('staff-header');
    expect(await header.getByRole('link', { name: 'Back office', exact: true }).isVisible()).toBe(true);
    // No shop search, shop menu, cart or newsletter footer.
    expect(await page.getByRole('search').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'main' }).count()).toBe(0);
    expect(await page.getByLabel(/^Cart/).count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);

    const menu = await backOffice().getByRole('navigation', { name: 'Back-office menu' }).boundingBox();
    const title = await heading.boundingBox();
    expect(title?.x).toBeGreaterThan((menu?.x ?? 0) + (menu?.width ?? 0));
    expect((await page.locator('main').first().boundingBox())?.width).toBeGreaterThan(1200);

    await header.getByRole('link', { name: 'Go to the shop' }).click();
    await page.waitForURL(`${portalUrl}/`);
    await page.getByRole('search').waitFor();
  });

  it('tells a signed-in customer without a staff role "You don\'t have a permission"', async () => {
    const customer = await freshCustomer('Sreypov');
    await signInAtLoginPage(page, customer.phone, password);
    await backOffice().getByText("You don't have a permission").waitFor();
    expect(await backOffice().getByRole('link', { name: 'Audit log', exact: true }).count()).toBe(0);
  });

  it('sends a visitor at /admin to /login', async () => {
    await page.goto(`${portalUrl}/admin/audit-log`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
