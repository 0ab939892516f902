import { describe, expect, it } from '@jest/globals';
import { pointsToRedeem } from './points-to-redeem';

describe('points typed at checkout (1 point = 1 cent)', () => {
  it('are applied when the balance holds them and the order is worth them', () => {
    expect(pointsToRedeem('250', { balance: 300, payable: 1_000 })).toEqual({
      applied: 250,
      max: 300,
      error: null,
    });
  });

  it('apply nothing and say so when the balance is short, as the customer types', () => {
    expect(pointsToRedeem('100', { balance: 0, payable: 1_000 })).toEqual({
      applied: 0,
      max: 0,
      error: 'orderNotEnoughPoints',
    });
  });

  it('apply nothing and say so beyond what the order is worth after its coupon', () => {
    expect(pointsToRedeem('900', { balance: 5_000, payable: 800 })).toEqual({
      applied: 0,
      max: 800,
      error: 'orderTooManyPoints',
    });
  });

  it('read an empty, negative or fractional entry as whole points, never below 0', () => {
    expect(pointsToRedeem('', { balance: 10, payable: 10 }).applied).toBe(0);
    expect(pointsToRedeem('-5', { balance: 10, payable: 10 }).applied).toBe(0);
    expect(pointsToRedeem('7.9', { balance: 10, payable: 10 }).applied).toBe(7);
  });
});
