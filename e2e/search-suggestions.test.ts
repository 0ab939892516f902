import AxeBuilder from '@axe-core/playwright';
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { portalUrl } from './support/stack';

const browser = useBrowser();
let page: Page;

const useLanguage = async (code: 'en' | 'km') => {
  await page.evaluate((language) => localStorage.setItem('language', language), code);
  await page.context().addCookies([{ name: 'language', value: code, url: portalUrl }]);
  await page.reload();
};

beforeEach(async () => {
  page = browser.page();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.context().clearCookies();
  await page.goto(`${portalUrl}/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
});

const box = () => page.getByRole('search').locator('input[role="combobox"]');
const suggestions = () => page.getByRole('listbox');

describe('search as you type in the header', () => {
  it('suggests a product with the typed part marked, and opens it with ArrowDown and Enter', async () => {
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await box().fill('mond');
    const product = suggestions()
      .getByRole('group', { name: 'Products' })
      .getByRole('option', { name: /Mondulkiri Arabica Honey Process/ });
    await product.waitFor();
    expect(await product.locator('mark').allTextContents()).toEqual(['Mond']);
    expect(await product.locator('img').count()).toBe(1);
    await suggestions()
      .getByRole('group', { name: 'Categories' })
      .getByRole('option', { name: 'Mondulkiri Single Origin' })
      .waitFor();
    expect(await box().getAttribute('aria-expanded')).toBe('true');

    const { violations } = await new AxeBuilder({ page } as never)
      .include('form[role="search"]')
      .disableRules(['color-contrast'])
      .analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id);
    expect(serious).toEqual([]);

    await box().press('ArrowDown');
    expect(await box().getAttribute('aria-activedescendant')).toBe(await product.getAttribute('id'));
    expect(await product.getAttribute('aria-selected')).toBe('true');
    await box().press('Enter');
    await page.waitForURL(/\/product\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Mondulkiri Arabica Honey Process' }).waitFor();
    expect(await suggestions().count()).toBe(0);
  });

  it('closes on Escape and still submits the search on Enter with no suggestion chosen', async () => {
    await box().fill('mond');
    await suggestions().waitFor();
    await box().press('Escape');
    await suggestions().waitFor({ state: 'detached' });
    expect(await box().inputValue()).toBe('mond');
    await box().press('Enter');
    await page.waitForURL(/\/search\?key=mond$/);

    // On the results the box keeps the search; emptied and focused again, it offers it among the recent ones.
    await page
      .locator('[data-section="shop"] [data-testid="recent-searches"]')
      .getByRole('link', { name: 'mond' })
      .waitFor();
    expect(await box().inputValue()).toBe('mond');
    await box().fill('');
    await box().blur();
    await box().focus();
    await suggestions()
      .getByRole('group', { name: 'Recent searches' })
      .getByRole('option', { name: 'mond' })
      .waitFor();
  });

  it('in Khmer: matches a Khmer name typed in Khmer and names suggestions in Khmer', async () => {
    await useLanguage('km');
    try {
      await box().fill('មណ្ឌលគិរី');
      const product = suggestions().getByRole('option', { name: /កាហ្វេអារ៉ាប៊ីកាមណ្ឌលគិរី/ });
      await product.waitFor();
      expect(await product.locator('mark').allTextContents()).toEqual(['មណ្ឌលគិរី']);

      await box().fill('mond');
      const named = suggestions().getByRole('option', { name: /កាហ្វេអារ៉ាប៊ីកាមណ្ឌលគិរី/ });
      await named.waitFor();
      await box().press('ArrowDown');
      await box().press('Enter');
      await page.waitForURL(/\/product\/\d+$/);
      await page.getByRole('heading', { level: 1, name: 'កាហ្វេអារ៉ាប៊ីកាមណ្ឌលគិរី' }).waitFor();
    } finally {
      await useLanguage('en');
    }
  });
});
