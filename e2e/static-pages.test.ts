import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;
beforeEach(() => {
  page = browser.page();
});

const staticPages = [
  { url: '/delivery-options', title: 'Delivery options', sentence: 'are delivered the same afternoon' },
  { url: '/making-payments', title: 'Making payments', sentence: 'scanning the KHQR code' },
  {
    url: '/terms-and-conditions',
    title: 'Terms and conditions',
    sentence: 'laws of the Kingdom of Cambodia',
  },
  { url: '/privacy-policy', title: 'Privacy policy', sentence: 'erased permanently after 7 days' },
  { url: '/about-us', title: 'About us', sentence: 'We roast coffee in Phnom Penh' },
  { url: '/contact-us', title: 'Contact us', sentence: 'Call our support team from Monday to Saturday' },
];

const heading = (title: string) => page.getByRole('heading', { level: 1, name: title, exact: true });

describe('the static pages', () => {
  it.each(staticPages)('$url shows "$title" and its content in English', async ({ url, title, sentence }) => {
    await page.goto(`${portalUrl}${url}`);
    await heading(title).waitFor();
    expect(await page.getByText(sentence).isVisible()).toBe(true);
    expect(await page.title()).toBe(`${title} | Coffee Portal`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
  });

  it('shows a page in Khmer once Khmer is the saved language', async () => {
    await page.goto(`${portalUrl}/delivery-options`);
    await heading('Delivery options').waitFor();
    await page.evaluate(() => localStorage.setItem('language', 'km'));
    await page.reload();
    try {
      await heading('ជម្រើសដឹកជញ្ជូន').waitFor();
      expect(await page.getByText('នឹងដឹកជូននៅរសៀលថ្ងៃដដែល').isVisible()).toBe(true);
    } finally {
      await page.evaluate(() => localStorage.removeItem('language'));
    }
  });

  it('navigates to every page from the footer', async () => {
    await page.goto(`${portalUrl}/`);
    await heading('Home').waitFor();
    const footerLinks = page.getByRole('navigation', { name: 'Information' });
    for (const { url, title } of staticPages) {
      await footerLinks.getByRole('link', { name: title, exact: true }).click();
      await heading(title).waitFor();
      expect(new URL(page.url()).pathname).toBe(url);
    }
  });
});

describe('the header and the sidebar', () => {
  it('offers the two support numbers as tel: links', async () => {
    await page.goto(`${portalUrl}/`);
    await heading('Home').waitFor();
    const phones = page.getByTestId('support-phones').locator('a[href^="tel:"]');
    expect(await phones.count()).toBe(2);
    for (const phone of await phones.all()) {
      expect(await phone.isVisible()).toBe(true);
      expect(await phone.getAttribute('href')).toMatch(/^tel:\+855\d{8,9}$/);
    }
  });

  it('loads the app menu on the first click and lists both stores', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${portalUrl}/`, { waitUntil: 'networkidle' });
    await heading('Home').waitFor();
    expect(scripts.filter((url) => /\/popups\.[0-9a-f]+\.js$/.test(url))).toEqual([]);

    await page.getByRole('button', { name: 'Get the app' }).click();
    const appStore = page.getByRole('menuitem', { name: 'Download on the App Store' });
    const googlePlay = page.getByRole('menuitem', { name: 'Get it on Google Play' });
    await appStore.waitFor();
    expect(await appStore.getAttribute('href')).toContain('apps.apple.com');
    expect(await googlePlay.getAttribute('href')).toContain('play.google.com');
    expect(await googlePlay.isVisible()).toBe(true);
  });

  it('greets a guest by the time of day and welcomes them', async () => {
    await page.goto(`${portalUrl}/`);
    await heading('Home').waitFor();
    expect(await page.getByTestId('greeting').textContent()).toMatch(/^Good (morning|afternoon|evening)$/);
    expect(await page.getByText('Welcome to Coffee Portal!').isVisible()).toBe(true);
  });
});
