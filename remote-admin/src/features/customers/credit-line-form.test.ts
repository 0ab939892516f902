import { describe, expect, it } from '@jest/globals';
import { creditLineFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

describe('a new credit line', () => {
  it.each(['', 'lots', '-5', '20000000'])('refuses %j', (creditLine) => {
    expect(firstFailure(creditLineFormSchema, { creditLine })).toBe('adminInvalidCreditLine');
  });

  it('is sent in cents', () => {
    expect(creditLineFormSchema.parse({ creditLine: '$2,500.50' })).toEqual({ creditLineCents: 250_050 });
  });
});
