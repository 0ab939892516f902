import { describe, expect, it } from '@jest/globals';
import { cardFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

const nextYear = (new Date().getUTCFullYear() + 1) % 100;
const card = { number: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvv: '123' };

describe('the checkout card entry (spec section 5)', () => {
  it('checks the number, then the expiry, then the CVV', () => {
    expect(firstFailure(cardFormSchema, { ...card, number: '4242 4242 4242 4241', cvv: '' })).toBe(
      'cardNumberIsInvalid',
    );
    expect(firstFailure(cardFormSchema, { ...card, expiry: '01/20', cvv: '' })).toBe('cardIsExpired');
    expect(firstFailure(cardFormSchema, { ...card, expiry: '' })).toBe('cardIsExpired');
    expect(firstFailure(cardFormSchema, { ...card, cvv: '12' })).toBe('cardCvvIsInvalid');
    expect(firstFailure(cardFormSchema, card)).toBeNull();
  });

  it('gives the gateway the number as typed and the expiry as month and year', () => {
    expect(cardFormSchema.parse({ ...card, expiry: ` 12 / ${nextYear} ` })).toEqual({
      number: '4242 4242 4242 4242',
      month: 12,
      year: nextYear,
      cvv: '123',
    });
  });
});
