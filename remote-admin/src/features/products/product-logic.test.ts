import { describe, expect, it } from '@jest/globals';
import {
  adminStockAdjustmentFormSchema,
  adminVariantPricesFormSchema,
  stockChangeOf,
} from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';
import { amountErrorKey } from '../../common/money';
import { type PriceRow, priceRowsOf } from './price-rows';

const groups = [{ id: 142 }, { id: 143 }, { id: 144 }];

/** What the price form sends, or the key it shows for the first failing rule. */
const pricesBodyOf = (prices: PriceRow[]) => {
  const error = firstFailure(adminVariantPricesFormSchema, { prices });
  return error
    ? { body: null, error }
    : { body: adminVariantPricesFormSchema.parse({ prices }), error: null };
};

describe('the price form', () => {
  it('shows each customer group with its price in dollars, blank where the group has none', () => {
    expect(
      priceRowsOf(groups, [
        { customerGroupId: 142, priceCents: 1_850, compareAtCents: 2_000 },
        { customerGroupId: 143, priceCents: 1_500, compareAtCents: null },
      ]),
    ).toEqual([
      { customerGroupId: 142, price: '18.50', compareAt: '20.00' },
      { customerGroupId: 143, price: '15.00', compareAt: '' },
      { customerGroupId: 144, price: '', compareAt: '' },
    ]);
  });

  it('sends integer cents for the groups with a price and leaves blank groups out', () => {
    expect(
      pricesBodyOf([
        { customerGroupId: 142, price: '$1,234.5', compareAt: '' },
        { customerGroupId: 143, price: '0.07', compareAt: '1' },
        { customerGroupId: 144, price: ' ', compareAt: '' },
      ]),
    ).toEqual({
      body: {
        prices: [
          { customerGroupId: 142, priceCents: 123_450, compareAtCents: null },
          { customerGroupId: 143, priceCents: 7, compareAtCents: 100 },
        ],
      },
      error: null,
    });
  });

  it.each([
    ['-5', 'adminCataloguePriceNegative'],
    ['12.345', 'adminCataloguePriceNotWholeCents'],
    ['twelve', 'adminCataloguePriceInvalid'],
    ['1.2.3', 'adminCataloguePriceInvalid'],
  ])('refuses the price %j with %s', (price, key) => {
    expect(pricesBodyOf([{ customerGroupId: 142, price, compareAt: '' }])).toEqual({
      body: null,
      error: key,
    });
    expect(amountErrorKey(price)).toBe(key);
  });

  it('refuses a crossed-out price that is not above the price, or one without a price', () => {
    expect(pricesBodyOf([{ customerGroupId: 142, price: '10', compareAt: '10.00' }]).error).toBe(
      'adminCatalogueCompareAtNotAbovePrice',
    );
    expect(pricesBodyOf([{ customerGroupId: 142, price: '', compareAt: '10' }]).error).toBe(
      'adminCataloguePriceInvalid',
    );
  });
});

describe('a stock adjustment typed by staff', () => {
  it.each([
    ['+12', 12],
    ['-3', -3],
    [' 5 ', 5],
    ['1000000', 1_000_000],
  ])('reads %j as %i', (text, quantity) => {
    expect(stockChangeOf(text)).toBe(quantity);
  });

  it.each(['', '0', '-0', '1.5', 'ten', '+-2', '2000000'])('refuses %j', (text) => {
    expect(stockChangeOf(text)).toBeNull();
  });

  it('names a change that is not one before a missing reason, and sends the change as a number', () => {
    expect(firstFailure(adminStockAdjustmentFormSchema, { quantity: 'ten', reason: '' })).toBe(
      'adminStockQuantityInvalid',
    );
    expect(firstFailure(adminStockAdjustmentFormSchema, { quantity: '+12', reason: ' ' })).toBe(
      'adminStockReasonIsRequired',
    );
    expect(adminStockAdjustmentFormSchema.parse({ quantity: '-3', reason: 'Breakage' })).toEqual({
      quantity: -3,
      reason: 'Breakage',
    });
  });
});
