import { describe, expect, it } from '@jest/globals';
import {
  adminPromotionBodySchema,
  adminPromotionFormSchema,
  promotionDollarsToCents as dollarsToCents,
} from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';
import { draftOf } from './promotion-form';

const price = (variantId: number, customerGroupId: number, typed: string) => ({
  variantId,
  customerGroupId,
  price: typed,
});

describe('the promotion form', () => {
  it('reads dollars as integer cents', () => {
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('$3')).toBe(300);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents(' ')).toBeNull();
    expect(dollarsToCents('1.234')).toBeNaN();
    expect(dollarsToCents('abc')).toBeNaN();
  });

  it('sends only the prices of variants of chosen products, blank cells left out', () => {
    const draft = {
      ...draftOf(null, '2026-06-01'),
      title: 'Harvest',
      products: [{ productId: 1, variantIds: [10] }],
      prices: [price(10, 142, '2.10'), price(10, 143, ''), price(20, 142, '1.00')],
    };
    const body = adminPromotionFormSchema.parse(draft);
    expect(body.prices).toEqual([{ variantId: 10, customerGroupId: 142, priceCents: 210 }]);
    expect(adminPromotionBodySchema.parse(body)).toMatchObject({
      startDate: '2026-06-01',
      endDate: '2026-06-01',
    });
  });

  it('lets the contract refuse a price that is not dollars and cents', () => {
    const draft = {
      ...draftOf(null, '2026-06-01'),
      title: 'x',
      products: [{ productId: 1, variantIds: [10] }],
      prices: [price(10, 142, '2,10')],
    };
    expect(adminPromotionFormSchema.safeParse(draft).success).toBe(false);
    expect(firstFailure(adminPromotionFormSchema, draft)).toBe('adminPromotionPriceInvalid');
  });

  it('names a missing title before missing products, and an end before the start last', () => {
    const draft = draftOf(null, '2026-06-01');
    expect(firstFailure(adminPromotionFormSchema, draft)).toBe('adminPromotionTitleIsRequired');
    expect(firstFailure(adminPromotionFormSchema, { ...draft, title: 'x' })).toBe(
      'adminPromotionProductsRequired',
    );
    expect(
      firstFailure(adminPromotionFormSchema, {
        ...draft,
        title: 'x',
        endDate: '2026-05-31',
        products: [{ productId: 1, variantIds: [10] }],
      }),
    ).toBe('adminPromotionEndBeforeStart');
  });
});
