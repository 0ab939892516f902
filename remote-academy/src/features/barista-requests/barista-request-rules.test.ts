import { describe, expect, it } from '@jest/globals';
import { baristaTicketFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

// 2025-03-03 09:00 in Phnom Penh.
const schema = baristaTicketFormSchema(() => new Date('2025-03-03T02:00:00Z'));
const filled = {
  numberOfHiring: '2',
  shopName: 'Brown Leaf',
  contactPerson: 'Dara Kim',
  contactPhone: '098 765 432',
  startDate: '2025-03-03',
  remark: '',
};

describe('barista request rules', () => {
  it('sends the typed number as a number and the phone with its leading 0', () => {
    expect(firstFailure(schema, filled)).toBeNull();
    expect(schema.parse(filled)).toMatchObject({ numberOfHiring: 2, contactPhone: '098765432' });
  });

  it('names the first failing rule, the start date in the past last', () => {
    expect(firstFailure(schema, { ...filled, numberOfHiring: '0', shopName: '' })).toBe(
      'academyNumberMustBeAboveZero',
    );
    expect(firstFailure(schema, { ...filled, numberOfHiring: '', shopName: '' })).toBe(
      'academyNumberOfHiringIsRequired',
    );
    expect(firstFailure(schema, { ...filled, shopName: ' ' })).toBe('academyShopNameIsRequired');
    expect(firstFailure(schema, { ...filled, contactPhone: '12' })).toBe('invalidPhoneNumber');
    expect(firstFailure(schema, { ...filled, startDate: '2025-03-02' })).toBe('academyDateCannotBeInThePast');
  });
});
