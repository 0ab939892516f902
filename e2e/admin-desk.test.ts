import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { callApi, newCustomer, signInAtLoginPage, signInThroughDialog } from './support/accounts';
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

// The demo accounts of the README.
const admin = { user: '010200300', password: 'admin1234' };
const partner = { phone: '098765432', password: 'partner123' };
const backOffice = () => page.locator('[data-section="admin"]');

/** A Phnom Penh calendar day `days` from today, as date inputs and the API write it. */
const phnomPenhDay = (days: number) =>
  new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const signInAs = async (user: string, password: string) =>
  (await callApi('POST', '/auth/login', { user, password })).data.access_token as string;

/** A site for the technician (or, for the academy's customer, the address the portal asks for first). */
async function ensureAddress(token: string) {
  const addresses = await callApi('GET', '/address?limit=200', undefined, token);
  if (addresses.data.length > 0) return addresses.data[0].id as number;
  const created = await callApi(
    'POST',
    '/address',
    { name: 'Brown Bean Café', addressDetail: 'St. 240, Daun Penh', provinceId: 12, districtId: 1202 },
    token,
  );
  return created.data.id as number;
}

/** Leaves the back office and signs the customer in, in the same browser. */
async function switchToCustomer(customer: { phone: string; password: string }) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${portalUrl}/`);
  await signInThroughDialog(page, customer);
}

describe('the service desk and the academy in the back office', () => {
  it('schedules and completes a business partner’s check-up; the customer reads the technician’s remark', async () => {
    const token = await signInAs(partner.phone, partner.password);
    const addressId = await ensureAddress(token);
    const ticket = (
      await callApi(
        'POST',
        '/service/ticket',
        {
          kind: 'checkup',
          equipmentCategoryId: 1,
          equipmentId: 1,
          brand: 'La Marzocco',
          model: 'Linea Mini',
          problem: 'The group head drips after every shot.',
          photos: [],
          addressId,
          preferredDate: phnomPenhDay(1),
          preferredTime: '10:00',
        },
        token,
      )
    ).data as { id: number; number: string };

    await signInAtLoginPage(page, admin.user, admin.password);
    await backOffice().getByRole('link', { name: 'Service tickets', exact: true }).click();
    await backOffice().getByLabel('Customer or ticket number').fill(ticket.number);
    await backOffice().getByRole('link', { name: ticket.number }).click();
    const status = backOffice().getByTestId('admin-ticket-status');
    await status.filter({ hasText: /^Submitted$/ }).waitFor();
    await backOffice().getByText('The group head drips after every shot.').waitFor();

    // Scheduling: a visit already past is refused with the API's message, a visit tomorrow is taken.
    expect(await backOffice().getByLabel('Next status').inputValue()).toBe('Scheduled');
    await backOffice().getByLabel('Technician', { exact: true }).fill('Vannak Sok');
    await backOffice().getByLabel("Technician's phone (optional)").fill('012 345 678');
    await fillDay(backOffice().getByLabel('Visit date'), phnomPenhDay(-1));
    await backOffice().getByLabel('Visit time').selectOption('08:30');
    await backOffice().getByRole('button', { name: 'Apply' }).click();
    await backOffice()
      .getByRole('alert')
      .filter({ hasText: 'This visit time has already passed. Please choose a later time.' })
      .waitFor();
    await fillDay(backOffice().getByLabel('Visit date'), phnomPenhDay(1));
    await backOffice().getByRole('button', { name: 'Apply' }).click();
    await status.filter({ hasText: /^Scheduled$/ }).waitFor();
    await backOffice()
      .getByText(`${phnomPenhDay(1).split('-').reverse().join('-')} 08:30`)
      .first()
      .waitFor();

    await backOffice().getByLabel('Next status').selectOption({ label: 'In progress' });
    await backOffice().getByRole('button', { name: 'Apply' }).click();
    await status.filter({ hasText: /^In progress$/ }).waitFor();

    await backOffice().getByLabel('Next status').selectOption({ label: 'Completed' });
    await backOffice().getByRole('button', { name: 'Apply' }).click();
    await backOffice()
      .getByRole('alert')
      .filter({ hasText: "Please write the technician's remark for the customer." })
      .waitFor();
    await backOffice().getByLabel('Remark for the customer').fill('Group gasket replaced, no more drips');
    await backOffice().getByRole('button', { name: 'Apply' }).click();
    await status.filter({ hasText: /^Completed$/ }).waitFor();
    await backOffice().getByText('This ticket is final: it cannot move any more.').waitFor();
    await backOffice().getByText('by Bopha Admin').first().waitFor();

    await switchToCustomer(partner);
    await page.goto(`${portalUrl}/service/service-history/detail?id=${ticket.id}`);
    await page.getByRole('heading', { name: ticket.number }).waitFor();
    await page.getByText('Group gasket replaced, no more drips').first().waitFor();
    expect(await page.getByText('Vannak Sok · 012345678').isVisible()).toBe(true);
    const history = page.getByRole('list', { name: 'Status history' });
    await history.getByText('Completed').waitFor();
    expect(await history.getByText('Scheduled').count()).toBe(1);
  });

  it('confirms a customer’s training request with a remark the customer then reads in the training history', async () => {
    const customer = await newCustomer(`Kanha${Date.now() % 100000}`, 'Ouk');
    const token = await signInAs(customer.phone, customer.password);
    await ensureAddress(token);
    await callApi(
      'POST',
      '/training/ticket',
      { ticketTypeId: 11, numberOfPeople: 4, preferredDate: phnomPenhDay(7) },
      token,
    );

    await signInAtLoginPage(page, admin.user, admin.password);
    await backOffice().getByRole('link', { name: 'Academy', exact: true }).click();
    await backOffice().getByRole('tab', { name: 'Training requests', selected: true }).waitFor();
    const card = backOffice().getByRole('article').filter({ hasText: customer.firstName });
    await card.getByTestId('admin-academy-status').filter({ hasText: 'Pending' }).waitFor();
    await card.getByLabel('Next status').selectOption({ label: 'Confirmed' });
    await card.getByLabel('Remark for the customer').fill('Trainer Vanna, 8:00 at the head office');
    await card.getByRole('button', { name: 'Apply' }).click();
    // Confirmed, it leaves the pending list; under all statuses it shows with its new status.
    await card.waitFor({ state: 'detached' });
    await backOffice().getByLabel('Status', { exact: true }).selectOption({ label: 'All' });
    await backOffice()
      .getByRole('article')
      .filter({ hasText: customer.firstName })
      .getByTestId('admin-academy-status')
      .filter({ hasText: 'Confirmed' })
      .waitFor();

    await switchToCustomer(customer);
    await page.goto(`${portalUrl}/academy/training-course/training-history`);
    await page.getByText('Trainer Vanna, 8:00 at the head office').waitFor();
  });

  it('posts a vacancy that appears on the academy’s vacancy page, opens its applications, and closes it', async () => {
    const company = `Mekong Brew ${Date.now() % 100000}`;
    await signInAtLoginPage(page, admin.user, admin.password);
    await page.goto(`${portalUrl}/admin/academy?tab=vacancies`);
    await backOffice().getByRole('button', { name: 'New vacancy' }).click();
    const form = backOffice().getByRole('form', { name: 'New vacancy' });
    await form.getByLabel('Company').fill(company);
    await form.getByLabel('Position').fill('Barista');
    await form.getByLabel('Location').fill('Phnom Penh');
    await form.getByLabel('About the shop').fill('A riverside kiosk with a two-group machine.');
    await form.getByLabel('Minimum salary (USD per month)').fill('250');
    await form.getByLabel('Maximum salary (USD per month)').fill('200');
    await form.getByRole('button', { name: 'Save' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'The maximum salary must be greater than the minimum salary.' })
      .waitFor();
    await form.getByLabel('Maximum salary (USD per month)').fill('320');
    await form.getByRole('button', { name: 'Save' }).click();
    const card = backOffice().getByRole('article', { name: `Barista · ${company}` });
    await card.getByText('$250.00 – $320.00 per month').waitFor();
    const open = await callApi('GET', '/vacancy?limit=100');
    expect(open.data.some((vacancy: { companyName: string }) => vacancy.companyName === company)).toBe(true);

    await card.getByRole('button', { name: '0 applications' }).click();
    await backOffice().getByRole('tab', { name: 'Applications', selected: true }).waitFor();
    await backOffice()
      .getByLabel('Vacancy')
      .locator('option:checked')
      .filter({ hasText: `Barista · ${company} (0)` })
      .waitFor({ state: 'attached' });
    await backOffice().getByText('Nothing here.').waitFor();
    await backOffice().getByRole('tab', { name: 'CVs' }).click();
    await backOffice().getByLabel('Name, phone, position or skill').waitFor();

    await backOffice().getByRole('tab', { name: 'Vacancies' }).click();
    await backOffice()
      .getByRole('article', { name: `Barista · ${company}` })
      .getByRole('button', { name: 'Close vacancy' })
      .click();
    await backOffice()
      .getByRole('article', { name: `Barista · ${company}` })
      .waitFor({ state: 'detached' });
    const after = await callApi('GET', '/vacancy?limit=100');
    expect(after.data.some((vacancy: { companyName: string }) => vacancy.companyName === company)).toBe(
      false,
    );
  });
});
