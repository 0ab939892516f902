import { describe, expect, it } from '@jest/globals';
import { specialBlendFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

const blend = {
  blendName: 'House espresso',
  roast: 'dark',
  grind: 'espresso',
  arabicaPercent: '80',
  quantityKg: '5',
} as const;

describe('the special-blend form (spec section 5)', () => {
  it('asks for a name, a percent of 0 to 100 and at least the minimum quantity, in that order', () => {
    expect(firstFailure(specialBlendFormSchema, { ...blend, blendName: ' ', quantityKg: '1' })).toBe(
      'specialBlendNameIsRequired',
    );
    expect(firstFailure(specialBlendFormSchema, { ...blend, arabicaPercent: '101', quantityKg: '1' })).toBe(
      'specialBlendArabicaIsRequired',
    );
    expect(firstFailure(specialBlendFormSchema, { ...blend, quantityKg: '4' })).toBe(
      'specialBlendMinimumQuantity',
    );
    expect(firstFailure(specialBlendFormSchema, blend)).toBeNull();
  });

  it('sends the percent and the kilograms as numbers', () => {
    expect(specialBlendFormSchema.parse(blend)).toEqual({
      blendName: 'House espresso',
      roast: 'dark',
      grind: 'espresso',
      arabicaPercent: 80,
      quantityKg: 5,
    });
  });
});
