import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
import { callApi, latestCode, newCustomer, uniquePhone } from './support/accounts';
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

type Texts = typeof en;
const dialog = (name: string) => page.getByRole('dialog', { name });

const inKhmer = async () => {
  await page.evaluate(() => localStorage.setItem('language', 'km'));
  await page.context().addCookies([{ name: 'language', value: 'km', url: portalUrl }]);
  await page.reload();
};

/** The request-a-quote form, apart from the header (whose support phones are labelled "Call …"). */
const quoteForm = (texts: Texts) =>
  page.locator('form').filter({ has: page.getByRole('heading', { name: texts.catalogueRequestQuote }) });

/** A new verified customer with an address (so the shell does not ask for one), signed in through the dialog. */
async function signedInCustomer(texts: Texts, firstName: string, lastName: string) {
  const customer = await newCustomer(firstName, lastName);
  const token = (await callApi('POST', '/auth/login', { user: customer.phone, password: customer.password }))
    .data.access_token as string;
  await callApi(
    'POST',
    '/address',
    { name: 'Shop', addressDetail: 'St. 63, Boeng Keng Kang', provinceId: 12, districtId: 1202 },
    token,
  );
  await page.getByRole('button', { name: texts.signIn, exact: true }).first().click();
  const login = dialog(texts.signIn);
  await login.getByLabel(texts.phoneOrEmail).fill(customer.phone);
  await login.getByLabel(texts.password, { exact: true }).fill(customer.password);
  await login.getByLabel(texts.password, { exact: true }).press('Enter');
  await page.getByTestId('account-name').waitFor();
  return customer;
}

describe('forms do not ask again for what the shop knows', () => {
  it('after verifying a new account, sign-in already holds the phone it was verified with', async () => {
    const phone = uniquePhone();
    const password = 'first-pass1';
    await page.getByRole('button', { name: en.signUp, exact: true }).click();
    const register = dialog(en.signUp);
    await register.getByLabel(en.firstName).fill('Sophy');
    await register.getByLabel(en.lastName).fill('Kong');
    await register.getByLabel(en.phoneNumber).fill(phone);
    await register.getByLabel(en.gender).selectOption(en.genderFemale);
    await register.getByLabel(en.password, { exact: true }).fill(password);
    await register.getByLabel(en.confirmPassword, { exact: true }).fill(password);
    await register.getByRole('button', { name: en.signUp, exact: true }).click();
    const verification = dialog(en.verifyYourAccount);
    await verification.getByLabel(en.verificationCode).fill(await latestCode(phone, 'VERIFY_ACCOUNT'));
    await verification.getByRole('button', { name: en.verify, exact: true }).click();

    const login = dialog(en.signIn);
    await login.waitFor();
    expect(await login.getByLabel(en.phoneOrEmail).inputValue()).toBe(phone);
    // Only the password is left to type.
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('account-name').textContent()).toBe('Sophy Kong');
  });

  it('the quote form holds the signed-in customer’s name and phone, still editable for another contact', async () => {
    const customer = await signedInCustomer(en, 'Vannak', 'Sok');
    const packages = await callApi('GET', '/product?categoryId=7&limit=1');
    await page.goto(`${portalUrl}/product/package-promotion/detail/${packages.data[0].id}`);

    const name = quoteForm(en).getByLabel(en.catalogueYourName);
    await name.waitFor();
    expect(await name.inputValue()).toBe('Vannak Sok');
    expect(await quoteForm(en).getByLabel(en.cataloguePhone).inputValue()).toBe(customer.phone);

    await name.fill('Dara Meas');
    await page.getByRole('button', { name: en.catalogueSendQuoteRequest }).click();
    await page.waitForURL(/\/request-quote-success$/);
  });

  it('the quote form holds them in Khmer too', async () => {
    await inKhmer();
    const customer = await signedInCustomer(km, 'Vannak', 'Sok');
    const packages = await callApi('GET', '/product?categoryId=7&limit=1');
    await page.goto(`${portalUrl}/product/package-promotion/detail/${packages.data[0].id}`);

    const name = quoteForm(km).getByLabel(km.catalogueYourName);
    await name.waitFor();
    expect(await name.inputValue()).toBe('Vannak Sok');
    expect(await quoteForm(km).getByLabel(km.cataloguePhone).inputValue()).toBe(customer.phone);
  });

  it('a first CV starts from the account: name, gender and phone', async () => {
    const customer = await signedInCustomer(en, 'Sreyleak', 'Heng');
    await page.goto(`${portalUrl}/academy/candidate-pool/create-candidate-pool`);
    const form = page.locator('[data-section="academy"]');
    await form.getByRole('heading', { level: 1, name: en.createCandidatePool }).waitFor();

    expect(await form.getByLabel(en.firstName).inputValue()).toBe('Sreyleak');
    expect(await form.getByLabel(en.lastName).inputValue()).toBe('Heng');
    expect(await form.getByLabel(en.gender).inputValue()).toBe('Male');
    expect(await form.getByLabel(en.phoneNumber).inputValue()).toBe(customer.phone);
  });

  it('a first CV starts from the account in Khmer too', async () => {
    await inKhmer();
    const customer = await signedInCustomer(km, 'Sreyleak', 'Heng');
    await page.goto(`${portalUrl}/academy/candidate-pool/create-candidate-pool`);
    const form = page.locator('[data-section="academy"]');
    await form.getByRole('heading', { level: 1, name: km.createCandidatePool }).waitFor();

    expect(await form.getByLabel(km.firstName).inputValue()).toBe('Sreyleak');
    expect(await form.getByLabel(km.phoneNumber).inputValue()).toBe(customer.phone);
  });

  it('a barista request names the partner as its contact, still editable', async () => {
    // The demo business partner (README): barista requests are for partners only.
    await page.getByRole('button', { name: en.signIn, exact: true }).first().click();
    const login = dialog(en.signIn);
    await login.getByLabel(en.phoneOrEmail).fill('098765432');
    await login.getByLabel(en.password, { exact: true }).fill('partner123');
    await login.getByLabel(en.password, { exact: true }).press('Enter');
    await page.getByTestId('account-name').waitFor();
    await page.goto(`${portalUrl}/academy/barista-request`);
    const form = page.locator('[data-section="academy"]');

    const person = form.getByLabel(en.academyContactPerson);
    await person.waitFor();
    expect(await person.inputValue()).toBe('Dara Kim');
    expect(await form.getByLabel(en.academyContactPhone).inputValue()).toBe('098765432');
    await person.fill('Sophal Keo');
    expect(await person.inputValue()).toBe('Sophal Keo');
  });
});
