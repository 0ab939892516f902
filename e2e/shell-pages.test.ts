import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/accounts';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(async () => {
  page = browser.page();
  await page.context().clearCookies();
  await page.goto(`${portalUrl}/`);
  await page.evaluate(() => localStorage.clear());
});

describe('the help centre', () => {
  it('is linked from the footer, lists questions by topic and finds them by a search', async () => {
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Information' })
      .getByRole('link', { name: 'Help centre' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Help centre' }).waitFor();
    expect(await page.title()).toBe('Help centre | Coffee Portal');
    await page.getByRole('heading', { level: 2, name: 'Delivery and pickup' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'main');

    await page.getByLabel('Search the help centre').fill('delivery cost');
    await page.getByRole('heading', { level: 2, name: 'Payment' }).waitFor({ state: 'detached' });
    const questions = page.locator('summary');
    expect(await questions.allTextContents()).toEqual(['How much does delivery cost?']);
    await questions.first().click();
    expect(await page.getByText('Up to 20 km delivery is free').isVisible()).toBe(true);

    await page.getByLabel('Search the help centre').fill('espresso yoga');
    await page.getByText('No question matches').waitFor();
  });

  it('is in Khmer when Khmer is chosen', async () => {
    await page.reload();
    // Choosing a language reloads the page; going on before that reload has happened would be cut short by it.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('km');
    await reloaded;
    await page.goto(`${portalUrl}/help-centre`);
    await page.getByRole('heading', { level: 2, name: 'ការបង់ប្រាក់' }).waitFor();
    expect(await page.getByText('តើខ្ញុំអាចបង់ប្រាក់ដោយរបៀបណា?').isVisible()).toBe(true);
  });
});

describe('social sign-in without client ids', () => {
  it('offers none of the real providers, only the test sign-in (outside production)', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Sign in' });
    await login.getByLabel('Phone number or e-mail').waitFor();
    expect(await login.getByRole('button', { name: /^Continue with/ }).count()).toBe(0);
    expect(await login.getByRole('button', { name: /^Test sign-in \(sandbox/ }).count()).toBe(1);
  });

  it('sends a /callback without a valid answer home with the login dialog', async () => {
    await page.goto(`${portalUrl}/callback#id_token=forged&state=google.not-ours`);
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('alert').filter({ hasText: 'Sign in was unsuccessful.' }).first().waitFor();
  });
});

describe('a shared link to the portal', () => {
  it('carries the 512×300 share image, the name and the description, and each page its own title', async () => {
    // What a link preview reads: the page as served, before any script runs.
    const html = await (await fetch(`${portalUrl}/promotion`)).text();
    const meta = (property: string) =>
      html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];
    expect(meta('og:image')).toBe('/share-image.png');
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['512', '300']);
    expect(meta('og:description')).toMatch(/Cambodia/);

    const image = await fetch(`${portalUrl}/share-image.png`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await image.arrayBuffer());
    // The PNG header's IHDR chunk: width and height as big-endian 32-bit numbers.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 300]);

    // A page's own description comes from its <titleKey>PageDescription text.
    await page.goto(`${portalUrl}/showroom`);
    await page.getByRole('heading', { level: 1, name: 'Showroom' }).waitFor();
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(await page.title());
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Visit our showrooms and head office to taste coffee and try machines before you buy.',
    );
  });
});
