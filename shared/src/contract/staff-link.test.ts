import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { popupBannerBodySchema, popupBannerFormSchema } from './admin';
import { adminHomeBannerBodySchema } from './admin-content';
import { staffLinkSchema } from './staff-link';

const refused = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'http://coffee.example/promo',
  'ftp://coffee.example/menu.pdf',
  'mailto:sales@coffee.example',
  '//evil.example/promo',
  '/\\evil.example/promo',
  '/\t/evil.example',
  'https://evil.example\n/promo',
  '/promo\u0000.html',
  'https:evil.example',
  'https:\\\\evil.example',
  'https://',
  'https://shop.example@evil.example/',
  'promotion/list',
  '#top',
];
const accepted = [
  '/promotion/list',
  '/product/category/104?sort=priceAsc#top',
  '/',
  'https://coffee.example',
  'https://coffee.example/promo?week=12',
  'HTTPS://Coffee.example/promo',
];

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('a link staff enter', () => {
  it.each(refused)('refuses %j with adminContentLinkInvalid', (link) => {
    expect(messageOf(staffLinkSchema, link)).toBe('adminContentLinkInvalid');
  });

  it.each(accepted)('takes %j', (link) => {
    expect(staffLinkSchema.parse(link)).toBe(link);
  });

  it('takes no link (blank or absent) as none, and trims the one given', () => {
    expect(staffLinkSchema.parse('')).toBeNull();
    expect(staffLinkSchema.parse('  ')).toBeNull();
    expect(staffLinkSchema.parse(null)).toBeNull();
    expect(staffLinkSchema.parse(undefined)).toBeNull();
    expect(staffLinkSchema.parse('  /showroom ')).toBe('/showroom');
    expect(messageOf(staffLinkSchema, `/${'a'.repeat(500)}`)).toBe('textIsTooLong');
  });

  it('is the rule of the pop-up banner and the home banner, in the API body and the back office form', () => {
    const popup = {
      title: 'Cold brew',
      webImage: 'uploads/banner/cold-brew.jpg',
      showAfterSecond: 0,
      hideAfterSecond: 0,
      isActive: true,
    };
    const home = { title: 'Cold brew', image: 'uploads/banner/cold-brew.jpg' };
    for (const link of ['javascript:alert(1)', 'http://coffee.example', '//evil.example']) {
      expect(messageOf(popupBannerBodySchema, { ...popup, webRedirectLink: link })).toBe(
        'adminContentLinkInvalid',
      );
      expect(messageOf(adminHomeBannerBodySchema, { ...home, link })).toBe('adminContentLinkInvalid');
      expect(
        messageOf(popupBannerFormSchema, {
          ...popup,
          webRedirectLink: link,
          showAfterSecond: '0',
          hideAfterSecond: '0',
          customerGroupId: null,
        }),
      ).toBe('adminContentLinkInvalid');
    }
    expect(
      popupBannerBodySchema.parse({ ...popup, webRedirectLink: '/promotion/list' }).webRedirectLink,
    ).toBe('/promotion/list');
    expect(adminHomeBannerBodySchema.parse({ ...home, link: 'https://coffee.example' }).link).toBe(
      'https://coffee.example',
    );
  });
});
