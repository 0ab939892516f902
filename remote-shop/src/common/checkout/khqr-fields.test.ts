import { describe, expect, it } from '@jest/globals';
import { khqrFields, timeLeftText } from './khqr-fields';

// A dynamic KHQR as the payment gateway issues one: $12.50 to Coffee Portal, bill ORD-1.
const payload =
  '00020101021229220018coffee_portal@aclb52045499530384054051' +
  '2.505802KH5913Coffee Portal6010Phnom Penh62090105ORD-16304ABCD';

describe('the KHQR card', () => {
  it('reads the merchant, the amount and the currency from the code', () => {
    expect(khqrFields(payload)).toEqual({ merchantName: 'Coffee Portal', amount: '12.50', currency: 'USD' });
  });

  it('names riel by its code and keeps an unknown code as it is', () => {
    expect(khqrFields('5303116').currency).toBe('KHR');
    expect(khqrFields('5303999').currency).toBe('999');
  });

  it('counts down in minutes and seconds, never below zero', () => {
    expect(timeLeftText(845_000)).toBe('14:05');
    expect(timeLeftText(400)).toBe('0:01');
    expect(timeLeftText(-5_000)).toBe('0:00');
  });
});
