import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
import { callApi, signInAtLoginPage, signInThroughDialog } from './support/accounts';
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
const partner = { phone: '098765432', password: 'partner123' };
const backOffice = () => page.locator('[data-section="admin"]');
const stamp = () => String(Date.now() % 1_000_000);

/** The demo partner asks for a special blend through the shop's API; its id. */
async function requestBlend(blendName: string, quantityKg: number) {
  const token = (await callApi('POST', '/auth/login', { user: partner.phone, password: partner.password }))
    .data.access_token as string;
  const blend = await callApi(
    'POST',
    '/customer-special-blend',
    {
      blendName,
      roast: 'dark',
      grind: 'espresso',
      arabicaPercent: 60,
      quantityKg,
      remark: 'For our new café',
    },
    token,
  );
  return blend.data.id as number;
}

/** Signs the administrator in (the form in English), then reads the back office in `language`. */
async function adminIn(language: 'en' | 'km') {
  await signInAtLoginPage(page, admin.user, admin.password);
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.reload();
}

/** The partner's special-blend page in `language`, signed in as the demo partner, showing the request `blendName`. */
async function partnerSees(blendName: string, language: 'en' | 'km') {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${portalUrl}/`);
  await signInThroughDialog(page, partner);
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.goto(`${portalUrl}/product/special-blend`);
  const request = page.getByTestId('special-blend-request').filter({ hasText: blendName });
  await request.waitFor();
  return request;
}

describe('special-blend requests in the back office', () => {
  it('reach staff through the menu; staff accept one and the partner sees it accepted (English)', async () => {
    const blendName = `Signature ${stamp()}`;
    await requestBlend(blendName, 10);

    await adminIn('en');
    await backOffice().getByRole('link', { name: en.adminSpecialBlends, exact: true }).click();
    await page.waitForURL(`${portalUrl}/admin/special-blends`);
    const row = backOffice().getByRole('row').filter({ hasText: blendName });
    await row.waitFor();
    expect(await row.textContent()).toContain('Dara Kim');
    expect(await row.textContent()).toContain(en.adminSpecialBlendStatusPending);
    await row.getByRole('link').click();

    await backOffice().getByText('For our new café').waitFor();
    await backOffice().getByLabel(en.adminSpecialBlendPricePerKg).fill('16.50');
    await backOffice().getByLabel(en.adminSpecialBlendMessage).fill('Roasted on Monday.');
    await backOffice().getByRole('button', { name: en.adminSpecialBlendAccept, exact: true }).click();
    await backOffice()
      .getByTestId('special-blend-status')
      .filter({ hasText: en.adminSpecialBlendStatusAccepted })
      .waitFor();
    await backOffice().getByText('$16.50 per kg, $165.00 in all').waitFor();

    const request = await partnerSees(blendName, 'en');
    await request.getByText(en.specialBlendStatusAccepted, { exact: true }).waitFor();
    expect(await request.textContent()).toContain('$165.00');
    expect(await request.textContent()).toContain('Roasted on Monday.');
  });

  it('are rejected with a reason in Khmer, and the partner reads it in Khmer', async () => {
    const blendName = `Robusta ${stamp()}`;
    await requestBlend(blendName, 8);

    await adminIn('km');
    await backOffice().getByRole('link', { name: km.adminSpecialBlends, exact: true }).click();
    const row = backOffice().getByRole('row').filter({ hasText: blendName });
    await row.waitFor();
    expect(await row.textContent()).toContain(km.adminSpecialBlendStatusPending);
    await row.getByRole('link').click();
    await backOffice().getByLabel(km.adminSpecialBlendRejectReason).fill('គ្មានរ៉ូបូស្តារដូវនេះទេ');
    await backOffice().getByRole('button', { name: km.adminSpecialBlendReject, exact: true }).click();
    await backOffice()
      .getByTestId('special-blend-status')
      .filter({ hasText: km.adminSpecialBlendStatusRejected })
      .waitFor();

    const request = await partnerSees(blendName, 'km');
    await request.getByText(km.specialBlendStatusRejected, { exact: true }).waitFor();
    expect(await request.textContent()).toContain('គ្មានរ៉ូបូស្តារដូវនេះទេ');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });
});
