import { describe, expect, it } from '@jest/globals';
import { amountErrorKey, centsToDollarText, dollarsToCents } from './money';

describe('credit amounts typed by staff', () => {
  it.each([
    ['2500', 250_000],
    ['1,500.50', 150_050],
    ['$20.5', 2_050],
    [' 0 ', 0],
    ['0.07', 7],
  ])('reads %s as %i cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1.234', '1.2.3'])('refuses %j', (text) => {
    expect(dollarsToCents(text)).toBeNull();
  });

  it('shows cents back as dollars with two decimals', () => {
    expect(centsToDollarText(150_050)).toBe('1500.50');
    expect(centsToDollarText(null)).toBe('');
  });

  it('says why an amount is refused: negative, finer than a cent, or not an amount', () => {
    expect(amountErrorKey('-5')).toBe('adminCataloguePriceNegative');
    expect(amountErrorKey('$ 1.005')).toBe('adminCataloguePriceNotWholeCents');
    expect(amountErrorKey('abc')).toBe('adminCataloguePriceInvalid');
  });
});
