import { describe, expect, it } from '@jest/globals';
import { checkCard, isExpiryInFuture, isLuhnValid } from './card';

const now = new Date('2026-11-22T10:00:00Z');

describe('card checks', () => {
  it('accepts a Luhn-valid number and refuses a mistyped one', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('42')).toBe(false);
  });
  it('refuses an expired card and accepts one expiring this month', () => {
    expect(isExpiryInFuture(10, 2026, now)).toBe(false);
    expect(isExpiryInFuture(11, 26, now)).toBe(true);
    expect(isExpiryInFuture(13, 2030, now)).toBe(false);
  });
  it('names the first failing field', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', month: 12, year: 2030, cvv: '123' }, now)).toBeNull();
    expect(checkCard({ number: '1234', month: 12, year: 2030, cvv: '123' }, now)).toBe('cardNumberIsInvalid');
    expect(checkCard({ number: '4242424242424242', month: 1, year: 2020, cvv: '123' }, now)).toBe(
      'cardIsExpired',
    );
    expect(checkCard({ number: '4242424242424242', month: 1, year: 2030, cvv: '12' }, now)).toBe(
      'cardCvvIsInvalid',
    );
  });
});
