import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { fillDay } from './support/fields';
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

const apiUrl = `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
const password = 'seeker-pass1';
let serial = 0;
const uniquePhone = () => `09${String(Date.now() * 10 + (serial++ % 10)).slice(-8)}`;

/** A real 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function post(path: string, body: object, token?: string) {
  const answer = await fetch(`${apiUrl}/client${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

async function verifiedAccount(phone: string) {
  await post('/account/register', {
    firstName: 'Sreymom',
    lastName: 'Chea',
    phone,
    password,
    confirmPassword: password,
    gender: 'Female',
  });
  const outbox = await (await fetch(`${apiUrl}/__dev/outbox?to=${phone}`)).json();
  await post('/account/verify-account', { phoneOrEmail: phone, otp: outbox.data[0].code });
  await ensureAddress(phone, password);
}

/** Gives an account an address once, so the shell does not ask for one on every page (spec section 4). */
async function ensureAddress(identifier: string, secret: string) {
  const token = (await post('/auth/login', { user: identifier, password: secret })).data.access_token;
  const listed = await fetch(`${apiUrl}/client/address?limit=200`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if ((await listed.json()).data.length > 0) return;
  await post(
    '/address',
    { name: 'Home', addressDetail: 'St. 63, Boeng Keng Kang', provinceId: 12, districtId: 1202 },
    token,
  );
}

async function signIn(identifier: string, secret: string) {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('Phone number or e-mail').fill(identifier);
  await login.getByLabel('Password', { exact: true }).fill(secret);
  await login.getByLabel('Password', { exact: true }).press('Enter');
  await page.getByTestId('account-name').waitFor();
}

const academy = () => page.locator('[data-section="academy"]');

/** A day some weeks ahead, as a date input takes it. */
const futureDate = () => new Date(Date.now() + 21 * 24 * 3600_000).toISOString().slice(0, 10);

/** Flips a feature switch through the API's development-only route, as staff would in the back office. */
async function setSwitch(key: string, value: 'on' | 'off') {
  const answer = await fetch(`${apiUrl}/__dev/settings/${key}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ value }),
  });
  if (!answer.ok) throw new Error(`switching ${key} ${value} answered ${answer.status}`);
}

afterAll(async () => {
  await setSwitch('enableAcademyVideoTutorial', 'on');
});

describe('the academy', () => {
  it('hides a switched-off page from the menu and explains a direct visit', async () => {
    await setSwitch('enableAcademyVideoTutorial', 'off');
    try {
      const settingsArrived = page.waitForResponse((response) => response.url().endsWith('/client/settings'));
      await page.goto(`${portalUrl}/academy/training-course`);
      await settingsArrived;
      const menu = page.getByRole('navigation', { name: 'main' });
      await menu.getByRole('link', { name: 'Training courses' }).waitFor();
      await menu.getByRole('link', { name: 'Video tutorials' }).waitFor({ state: 'detached' });
      expect(await menu.getByRole('link', { name: 'Video tutorials' }).count()).toBe(0);
      await page.goto(`${portalUrl}/academy/video-tutorial`);
      await academy().getByText('This page is not available.').waitFor();
      expect(await page.locator('video').count()).toBe(0);
    } finally {
      await setSwitch('enableAcademyVideoTutorial', 'on');
    }
  });

  it('lets a job seeker create a CV with a photo, apply to a vacancy and see the application', async () => {
    const phone = uniquePhone();
    await verifiedAccount(phone);
    await signIn(phone, password);

    await page.goto(`${portalUrl}/academy/candidate-pool/create-candidate-pool`);
    const form = academy();
    await form.getByRole('heading', { level: 1, name: 'Create my CV' }).waitFor();
    await form.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('img', { name: 'Photo' }).waitFor();
    await form.getByLabel('First name').fill('Sreymom');
    await form.getByLabel('Last name').fill('Chea');
    await form.getByLabel('Gender').selectOption('Female');
    await fillDay(form.getByLabel('Birthday'), '2000-05-20');
    await form.getByLabel('Phone number').fill(phone);
    await form.getByLabel('Desired position').fill('Barista');
    await form.getByRole('button', { name: 'Add education' }).click();
    const education = form.getByTestId('academy-education-row');
    await education.getByLabel('School').fill('Royal University of Phnom Penh');
    await education.getByLabel('Start year').fill('2018');
    await education.getByLabel('End year').fill('2022');
    await form.getByLabel('Skills').fill('Espresso, Latte art');
    await form.getByLabel('Minimum salary (USD per month)').fill('300');
    await form.getByLabel('Maximum salary (USD per month)').fill('250');
    await form.getByRole('button', { name: 'Create my CV' }).click();
    await form.getByText('The maximum salary must be greater than the minimum salary.').waitFor();

    await form.getByLabel('Maximum salary (USD per month)').fill('400');
    await form.getByRole('button', { name: 'Create my CV' }).click();
    await page.waitForURL(`${portalUrl}/academy/candidate-pool`);
    const myCv = academy().getByTestId('academy-my-cv');
    await myCv.getByText('Sreymom Chea · Barista').waitFor();
    expect(await myCv.getByText(/In the candidate pool until \d{2}-\d{2}-\d{4}/).isVisible()).toBe(true);
    // A job seeker is not a business partner: the pool itself is for business partners.
    await academy().getByTestId('academy-business-partner-only').waitFor();

    await academy().getByRole('link', { name: 'Vacancies' }).first().click();
    const vacancy = academy().getByTestId('academy-vacancy').filter({ hasText: 'Brown Leaf Café' });
    await vacancy.getByRole('button', { name: 'Apply' }).click();
    await vacancy.getByLabel('Cover note (optional)').fill('I can start next week.');
    await vacancy.getByRole('button', { name: 'Send application' }).click();
    await vacancy.getByText('Submitted').waitFor();

    await page.goto(`${portalUrl}/academy/vacancy/my-applications`);
    const application = academy().getByTestId('academy-application');
    await application.getByText('Barista · Brown Leaf Café').waitFor();
    expect(await application.getByText('Submitted').first().isVisible()).toBe(true);
    expect(await application.getByText(/Applied on \d{2}-\d{2}-\d{4}/).isVisible()).toBe(true);
  });

  it('lets a business partner request training and baristas, follow both, and browse the candidate pool', async () => {
    await ensureAddress('098765432', 'partner123');
    await signIn('098765432', 'partner123');
    await page.goto(`${portalUrl}/academy/training-course`);
    await academy()
      .getByTestId('academy-course')
      .filter({ hasText: 'Milk steaming and latte art' })
      .waitFor();
    await academy()
      .getByTestId('academy-course')
      .filter({ hasText: 'Milk steaming and latte art' })
      .getByRole('link', { name: 'Request this course' })
      .click();

    const form = academy();
    await form.getByRole('heading', { level: 1, name: 'Training request' }).waitFor();
    expect(await form.getByLabel('Training course').inputValue()).toBe('12');
    const remark = `Team of the morning shift ${Date.now()}`;
    await form.getByLabel('Number of people').fill('0');
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText('The number must be above 0.').waitFor();
    await form.getByLabel('Number of people').fill('3');
    await fillDay(form.getByLabel('Preferred date'), futureDate());
    await form.getByLabel('Remark').fill(remark);
    await form.getByRole('button', { name: 'Send request' }).click();

    await page.waitForURL(`${portalUrl}/academy/training-course/training-history`);
    const ticket = academy().getByTestId('academy-ticket').filter({ hasText: remark });
    await ticket.getByText('Milk steaming and latte art').waitFor();
    expect(await ticket.locator('[data-status="Pending"]').isVisible()).toBe(true);
    expect(await ticket.getByText(/3 people on \d{2}-\d{2}-\d{4}/).isVisible()).toBe(true);

    await page.goto(`${portalUrl}/academy/barista-request`);
    const shop = `Brown Leaf ${Date.now()}`;
    await academy().getByLabel('Shop name').fill(shop);
    await academy().getByLabel('Number of hiring').fill('2');
    await academy().getByLabel('Contact person').fill('Dara Kim');
    await academy().getByLabel('Contact phone').fill('098 765 432');
    await fillDay(academy().getByLabel('Start date'), futureDate());
    await academy().getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL(`${portalUrl}/academy/barista-request/training-history`);
    const request = academy().getByTestId('academy-ticket').filter({ hasText: shop });
    await request.locator('[data-status="Pending"]').waitFor();
    expect(await request.getByText(/2 baristas from \d{2}-\d{2}-\d{4}/).isVisible()).toBe(true);

    // The job seeker of the first test is in the pool.
    await page.goto(`${portalUrl}/academy/candidate-pool`);
    await academy().getByLabel('Search by name, position or skill').fill('Sreymom');
    const candidate = academy().getByTestId('academy-candidate').first();
    await candidate.getByRole('link', { name: 'Sreymom Chea' }).click();
    await page.waitForURL(/\/academy\/candidate-pool\/candidate-detail\?id=\d+$/);
    await academy()
      .getByText(/Royal University of Phnom Penh \(2018 – 2022\)/)
      .waitFor();
  });

  it('tells a general customer that barista requests are for business partners only', async () => {
    await ensureAddress('012345678', 'coffee123');
    await signIn('012345678', 'coffee123');
    await page.goto(`${portalUrl}/academy/barista-request`);
    await academy().getByText('This page allows business partner only').waitFor();
    expect(await academy().getByLabel('Shop name').count()).toBe(0);
  });

  it('plays a tutorial video in the page', async () => {
    await page.goto(`${portalUrl}/academy/video-tutorial`);
    const video = academy().getByTestId('academy-video');
    await video.waitFor();
    const played = await video.evaluate(async (element) => {
      const media = element as HTMLVideoElement;
      media.muted = true;
      await media.play();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return { time: media.currentTime, width: media.videoWidth, error: media.error?.code ?? null };
    });
    expect(played.error).toBeNull();
    expect(played.width).toBe(320);
    expect(played.time).toBeGreaterThan(0);
  });
});
