import { describe, expect, it } from '@jest/globals';
import { quotationFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

const complete = {
  name: 'Dara',
  phone: '012 345 678',
  email: '',
  company: '',
  quantity: '2',
  message: '',
};

describe('the request-a-quote form', () => {
  it('reports the first failure in the order of its fields', () => {
    const order: [Partial<typeof complete>, string][] = [
      [{ name: ' ', phone: '' }, 'catalogueNameIsRequired'],
      [{ phone: '', quantity: '0' }, 'phoneIsRequired'],
      [{ phone: '12' }, 'invalidPhoneNumber'],
      [{ email: 'dara@cafe', quantity: '0' }, 'invalidEmailAddress'],
      [{ quantity: '' }, 'catalogueQuantityMustBeAboveZero'],
      [{ quantity: '1.5' }, 'catalogueQuantityMustBeAboveZero'],
      [{ quantity: '10001' }, 'catalogueQuantityIsTooLarge'],
    ];
    for (const [change, key] of order)
      expect(firstFailure(quotationFormSchema, { ...complete, ...change })).toBe(key);
    expect(firstFailure(quotationFormSchema, complete)).toBeNull();
  });

  it('sends the quantity typed in its box as a number', () => {
    expect(quotationFormSchema.parse(complete)).toMatchObject({ name: 'Dara', quantity: 2 });
  });
});
