import { describe, expect, it } from '@jest/globals';
import { dollarsToCents, splitList, typedInt } from './form';

describe('academy form helpers', () => {
  it('turns typed dollars into cents', () => {
    expect(dollarsToCents('250')).toBe(25000);
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('')).toBeNaN();
    expect(dollarsToCents('abc')).toBeNaN();
  });

  it('reads whole numbers and skill lists', () => {
    expect(typedInt('3')).toBe(3);
    expect(typedInt(' ')).toBeNaN();
    expect(splitList('Espresso, latte art,\n,cupping ')).toEqual(['Espresso', 'latte art', 'cupping']);
  });
});
