import { describe, expect, it } from '@jest/globals';
import { popupBannerFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

const typed = {
  title: 'Rainy season blend',
  webImage: 'banner/rainy.jpg',
  webRedirectLink: '',
  showAfterSecond: '3',
  hideAfterSecond: '0',
  customerGroupId: null,
  isActive: true,
};

describe('the popup banner form', () => {
  it('names the first failure in the order of its fields', () => {
    const order: [Partial<typeof typed>, string][] = [
      [{ title: '', webImage: '' }, 'adminBannerTitleIsRequired'],
      [{ webImage: '', showAfterSecond: 'x' }, 'imageIsRequired'],
      [{ showAfterSecond: '1.5' }, 'adminInvalidSeconds'],
      [{ hideAfterSecond: '90000' }, 'adminInvalidSeconds'],
    ];
    for (const [change, key] of order)
      expect(firstFailure(popupBannerFormSchema, { ...typed, ...change })).toBe(key);
    expect(firstFailure(popupBannerFormSchema, typed)).toBeNull();
  });

  it('sends the seconds as numbers and a blank link as none', () => {
    expect(popupBannerFormSchema.parse(typed)).toMatchObject({
      webRedirectLink: null,
      showAfterSecond: 3,
      hideAfterSecond: 0,
    });
  });
});
