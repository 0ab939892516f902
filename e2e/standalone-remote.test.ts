import { afterAll, describe, expect, it } from '@jest/globals';
import { apiUrl } from './support/accounts';
import { useBrowser } from './support/browser';
import { startRemoteAlone, stopRemotesAlone } from './support/remote-alone';
import { portalUrl } from './support/stack';

// A remote alone, as its team runs it (`pnpm --filter remote-<name> dev`), on a port of its own beside the portal the
// other browser tests use: it signs in through the shell's own dialog and opens a page that needs the user.

afterAll(stopRemotesAlone, 60_000);

const browser = useBrowser();

async function signInThroughItsDialog(user: string, password: string) {
  const page = browser.page();
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('Phone number or e-mail').fill(user);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByLabel('Password', { exact: true }).press('Enter');
  await login.waitFor({ state: 'hidden' });
}

describe('a remote alone', () => {
  it('the academy signs a business partner in through its own dialog and opens the barista request', async () => {
    const academy = await startRemoteAlone('remote-academy', 'ACADEMY_PORT', 3314, { API_URL: apiUrl });
    const page = browser.page();
    await page.goto(`${academy.url}/academy/barista-request`);
    await page.getByText(`Data from ${apiUrl}`).waitFor();
    await page.getByText('Please sign in to continue').waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signInThroughItsDialog('098765432', 'partner123');
    await page.getByLabel('Shop name').waitFor();
    expect(await page.getByText('Please sign in to continue').count()).toBe(0);

    // The same dialogs as the shell's: sign up is one click away for a newcomer.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('dialog', { name: 'Sign up' }).getByLabel('First name').waitFor();
  }, 400_000);

  it('the services sign a business partner in and open the check-up request', async () => {
    const services = await startRemoteAlone('remote-services', 'SERVICES_PORT', 3313, { API_URL: apiUrl });
    const page = browser.page();
    await page.context().clearCookies();
    await page.goto(`${services.url}/service/checkup-request`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signInThroughItsDialog('098765432', 'partner123');
    await page.getByRole('form', { name: 'Check-up request' }).waitFor();
  }, 400_000);

  it('the back office asks a guest to sign in first, then opens for the administrator', async () => {
    const admin = await startRemoteAlone('remote-admin', 'ADMIN_PORT', 3315, { API_URL: apiUrl });
    const page = browser.page();
    await page.context().clearCookies();
    await page.goto(`${admin.url}/admin`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    await signInThroughItsDialog('010200300', 'admin1234');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  }, 400_000);

  it('the account area works against a running portal (PORTAL_URL) with no local API', async () => {
    const account = await startRemoteAlone('remote-account', 'ACCOUNT_PORT', 3312, {
      PORTAL_URL: portalUrl,
      // Nothing answers here: every call must go to the portal.
      API_URL: 'http://127.0.0.1:9',
    });
    const page = browser.page();
    await page.context().clearCookies();
    await page.goto(`${account.url}/profile`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByText(`Data from ${portalUrl}`).waitFor();
    await signInThroughItsDialog('012345678', 'coffee123');
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    await page.getByTestId('account-profile-name').waitFor();
  }, 400_000);
});
