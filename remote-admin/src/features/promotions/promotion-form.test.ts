import { describe, expect, it } from '@jest/globals';
import { adminPromotionBodySchema } from '@portal/shared/contract';
import { bodyOf, dollarsToCents, draftOf, priceCell } from './promotion-form';

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
      productIds: [1],
      prices: { [priceCell(10, 142)]: '2.10', [priceCell(10, 143)]: '', [priceCell(20, 142)]: '1.00' },
    };
    const body = bodyOf(draft, (productId) => (productId === 1 ? [10] : [20]));
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
      productIds: [1],
      prices: { [priceCell(10, 142)]: '2,10' },
    };
    const parsed = adminPromotionBodySchema.safeParse(bodyOf(draft, () => [10]));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('adminPromotionPriceInvalid');
  });
});
