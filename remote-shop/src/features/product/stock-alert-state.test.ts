import { describe, expect, it } from '@jest/globals';
import { stockAlertState } from './stock-alert-state';

const soldOut = { id: 7, stock: 0, stockState: 'outOfStock' as const };
const inStock = { id: 8, stock: 4, stockState: 'inStock' as const };

describe('the back-in-stock button', () => {
  it('is not shown while no variant is chosen or the chosen one is in stock', () => {
    expect(stockAlertState({ variant: null, loggedIn: true, waitingFor: [] })).toBe('hidden');
    expect(stockAlertState({ variant: inStock, loggedIn: true, waitingFor: [8] })).toBe('hidden');
  });

  it('asks a guest to sign in', () => {
    expect(stockAlertState({ variant: soldOut, loggedIn: false, waitingFor: undefined })).toBe('signIn');
  });

  it('offers the alert, or shows it is set for the chosen variant', () => {
    expect(stockAlertState({ variant: soldOut, loggedIn: true, waitingFor: [] })).toBe('subscribe');
    expect(stockAlertState({ variant: soldOut, loggedIn: true, waitingFor: undefined })).toBe('subscribe');
    expect(stockAlertState({ variant: soldOut, loggedIn: true, waitingFor: [3, 7] })).toBe('subscribed');
  });

  it('counts a variant with stock left but marked out of stock as sold out', () => {
    expect(
      stockAlertState({ variant: { ...inStock, stockState: 'outOfStock' }, loggedIn: true, waitingFor: [] }),
    ).toBe('subscribe');
  });
});
