import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { expect } from '../test/support/expect';
import { poll } from '../test/support/poll';
import { apiUrl, callApi, newCustomer, signInAtLoginPage, signInThroughDialog } from './support/accounts';
import { useBrowser } from './support/browser';
import { portalUrl, repoRoot } from './support/stack';

// Small things a polished shop gets right, at a phone's and a desktop's width, in English and in Khmer. Each page
// checked is also kept as a picture in e2e/.artifacts/layout, to be looked at.

const browser = useBrowser();
let page: Page;
beforeAll(() => {
  page = browser.page();
});

const widths = [375, 1280] as const;
const languages = ['en', 'km'] as const;
const cases = widths.flatMap((width) => languages.map((language) => ({ width, language })));

const pictures = path.join(repoRoot, 'e2e/.artifacts/layout');
const keepPicture = async (name: string, width: number, language: string) => {
  fs.mkdirSync(pictures, { recursive: true });
  await page.screenshot({ path: path.join(pictures, `${name}-${width}-${language}.png`), fullPage: true });
};

/** Opens `url` at `width` px in `language` (the `lang` parameter stores the choice, as the language menu does). */
async function open(url: string, width: number, language: string) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${portalUrl}${url}${url.includes('?') ? '&' : '?'}lang=${language}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Whether a badge shows all its text: not cut by its own ellipsis, nor hidden by an ancestor that clips it. */
const badgeShown = (badge: Locator) =>
  badge.evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const label = element.querySelector('.mantine-Badge-label') ?? element;
    const box = element.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    const visible = [
      [box.left + 2, middle],
      [box.right - 2, middle],
      [box.left + box.width / 2, box.top + 2],
    ].every(([x, y]) => {
      const hit = document.elementFromPoint(x as number, y as number);
      return hit !== null && (hit === element || element.contains(hit));
    });
    return { text: element.textContent, fits: label.scrollWidth <= label.clientWidth, visible };
  });

async function staffToken() {
  return (await callApi('POST', '/auth/login', { user: '010200300', password: 'admin1234' })).data
    .access_token as string;
}

describe('the back office', () => {
  beforeAll(async () => {
    // A change with Khmer in it, for the audit log.
    const answer = await fetch(`${apiUrl}/admin-api/brands`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await staffToken()}` },
      body: JSON.stringify({ name: `Kampot Roasters ${Date.now()}`, nameKm: 'អ្នកលីងកាហ្វេកំពត' }),
    });
    expect(answer.status).toBe(200);
    await page.context().clearCookies();
    await signInAtLoginPage(page, '010200300', 'admin1234');
  });

  it.each(cases)(
    'shows the home banners’ status badges whole at $width px in $language',
    async ({ width, language }) => {
      await open('/admin/home-banners', width, language);
      const badges = page.locator('table .mantine-Badge-root');
      await badges.first().waitFor();
      for (const badge of await badges.all()) {
        expect(await badgeShown(badge)).toMatchObject({ fits: true, visible: true });
      }
      await keepPicture('admin-home-banners', width, language);
    },
  );

  it.each(cases)(
    'gives each promotion its days, never "… – …", at $width px in $language',
    async ({ width, language }) => {
      await open('/admin/promotions', width, language);
      const rows = page.getByTestId('admin-promotion');
      await rows.first().waitFor();
      for (const days of await rows.locator('td:nth-child(2)').allTextContents()) {
        expect(days).not.toContain('…');
      }
      await keepPicture('admin-promotions', width, language);
    },
  );

  it.each(cases)(
    'keeps the audit log’s date on one line and draws its Khmer at $width px in $language',
    async ({ width, language }) => {
      await open('/admin/audit-log', width, language);
      const rows = page.locator('table tbody tr');
      await rows.first().waitFor();
      const dateLines = await rows.locator('td:first-child').evaluateAll((cells) =>
        cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      );
      expect(dateLines.every((lines) => lines === 1)).toBe(true);
      const khmer = page.locator('table tbody td').filter({ hasText: 'អ្នកលីងកាហ្វេកំពត' }).locator('p').first();
      const font = await khmer.evaluate(async (element) => {
        await document.fonts.ready;
        return {
          family: getComputedStyle(element).fontFamily,
          drawn: document.fonts.check('12px "Noto Sans Khmer"', 'អ្នកលីងកាហ្វេកំពត'),
        };
      });
      expect(font.family.startsWith('"Noto Sans Khmer"')).toBe(true);
      expect(font.drawn).toBe(true);
      await keepPicture('admin-audit-log', width, language);
    },
  );
});

describe('the shop', () => {
  let token: string;
  let inCart: string;
  beforeAll(async () => {
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${portalUrl}/`);
    await page.evaluate(() => localStorage.clear());
    const customer = await newCustomer('Chenda', 'Sok');
    token = (await callApi('POST', '/auth/login', { user: customer.phone, password: customer.password })).data
      .access_token;
    const [province] = (
      await callApi('GET', '/address/provinceOrDistrict/1?type=province&all=true', undefined, token)
    ).data;
    const [district] = (
      await callApi(
        'GET',
        `/address/provinceOrDistrict/${province.id}?type=district&all=true`,
        undefined,
        token,
      )
    ).data;
    for (const [name, addressDetail] of [
      ['Home', 'St 51, #12'],
      ['Shop', 'Road 3, #8'],
    ]) {
      await callApi(
        'POST',
        '/address',
        { name, addressDetail, provinceId: province.id, districtId: district.id },
        token,
      );
    }
    // Two digits, the widest count a badge usually carries.
    const products = (await callApi('GET', '/product?limit=100')).data.filter(
      (item: { hasOptions: boolean; stock: number }) => !item.hasOptions && item.stock >= 5,
    );
    for (const product of products.slice(0, 12)) {
      await callApi('POST', '/cart/add', { productId: product.id, quantity: 1 }, token);
    }
    inCart = String(Math.min(products.length, 12));
    await page.reload();
    await signInThroughDialog(page, customer);
  });

  it.each(cases)('shows the cart count whole at $width px in $language', async ({ width, language }) => {
    await open('/', width, language);
    const count = page.getByTestId('cart-count');
    await count.waitFor();
    expect(await badgeShown(count)).toMatchObject({ text: inCart, fits: true, visible: true });
    await page
      .locator('header')
      .screenshot({ path: path.join(pictures, `cart-count-${width}-${language}.png`) });
  });

  it.each(cases)(
    'shows the payment logos, cards included, at $width px in $language',
    async ({ width, language }) => {
      await open('/', width, language);
      const accepted = page.locator('footer ul').filter({ has: page.getByRole('img', { name: 'Visa' }) });
      await accepted.scrollIntoViewIfNeeded();
      for (const name of ['KHQR', 'Visa', 'Mastercard']) {
        expect(await accepted.getByRole('img', { name }).isVisible()).toBe(true);
      }
      await page
        .locator('footer')
        .screenshot({ path: path.join(pictures, `payment-logos-${width}-${language}.png`) });
    },
  );

  it.each(cases)(
    'draws the showroom cards in the text colour, not a link’s blue, at $width px in $language',
    async ({ width, language }) => {
      await open('/showroom', width, language);
      const title = page.locator('main a h2, [data-section="shop"] a h2').first();
      await title.waitFor();
      const colours = await title.evaluate((element) => ({
        title: getComputedStyle(element).color,
        body: getComputedStyle(document.body).color,
        underline: getComputedStyle(element.closest('a') as Element).textDecorationLine,
      }));
      expect(colours).toEqual({ title: colours.body, body: colours.body, underline: 'none' });
      await keepPicture('showrooms', width, language);
    },
  );

  it.each(cases)(
    'keeps the words searched for in the header’s search box at $width px in $language',
    async ({ width, language }) => {
      await open('/search?key=arabica', width, language);
      await poll(() => page.locator('header input[type="search"]').inputValue()).toBe('arabica');
      await page
        .locator('header')
        .screenshot({ path: path.join(pictures, `search-box-${width}-${language}.png`) });
    },
  );

  it.each(languages)('lays each address choice’s radio beside its label (%s)', async (language) => {
    await open('/', 1280, language);
    await page.getByTestId('default-address').click();
    const dialog = page.getByRole('dialog');
    const radios = dialog.getByRole('radio');
    await radios.first().waitFor();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      for (const radio of await radios.all()) {
        const layout = await radio.evaluate((input) => {
          const label = document.querySelector(`label[for="${input.id}"]`) as Element;
          const [control, text] = [input.getBoundingClientRect(), label.getBoundingClientRect()];
          return {
            besideIt: control.right <= text.left,
            sameRow: control.top < text.bottom && text.top < control.bottom,
          };
        });
        expect(layout).toEqual({ besideIt: true, sameRow: true });
      }
      await keepPicture('address-choice', width, language);
    }
    await page.keyboard.press('Escape');
  });
});
