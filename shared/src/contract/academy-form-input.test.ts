import { describe, expect, it } from '@jest/globals';
import { splitList, typedCents, typedInt } from './academy-form-input';

describe('academy form inputs', () => {
  it('turns typed dollars into cents', () => {
    expect(typedCents('250')).toBe(25000);
    expect(typedCents('19.99')).toBe(1999);
    expect(typedCents('')).toBeNaN();
    expect(typedCents('abc')).toBeNaN();
  });

  it('reads whole numbers and skill lists', () => {
    expect(typedInt('3')).toBe(3);
    expect(typedInt(' ')).toBeNaN();
    expect(splitList('Espresso, latte art,\n,cupping ')).toEqual(['Espresso', 'latte art', 'cupping']);
  });
});
