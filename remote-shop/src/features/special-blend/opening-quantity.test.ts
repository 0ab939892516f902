import { describe, expect, it } from '@jest/globals';
import {
  specialBlendMinimumKg,
  specialBlendMinimumOrderCents,
  specialBlendPricePerKgCents,
} from '@portal/shared/contract';
import { openingQuantityKg } from './opening-quantity';

describe('the special blend’s opening quantity', () => {
  it('is the least whole kilograms that meets both the minimum quantity and the minimum order', () => {
    const total = openingQuantityKg * specialBlendPricePerKgCents;
    expect(openingQuantityKg).toBeGreaterThanOrEqual(specialBlendMinimumKg);
    expect(total).toBeGreaterThanOrEqual(specialBlendMinimumOrderCents);
    const oneLess = openingQuantityKg - 1;
    expect(
      oneLess < specialBlendMinimumKg ||
        oneLess * specialBlendPricePerKgCents < specialBlendMinimumOrderCents,
    ).toBe(true);
  });

  it('opens at 6 kg ($108) with today’s $18 a kilogram, 5 kg and $100 minimums', () => {
    expect(openingQuantityKg).toBe(6);
  });
});
