import { describe, expect, it } from '@jest/globals';
import { addToCartProblem } from './add-to-cart-rules';

describe('adding to the cart', () => {
  it('needs a variant where the product has options', () => {
    expect(addToCartProblem({ needsVariant: true, variantId: null, quantity: 1, stock: 5 })).toBe(
      'cartVariantIsRequired',
    );
    expect(addToCartProblem({ needsVariant: true, variantId: 3, quantity: 1, stock: 5 })).toBeNull();
  });
  it('needs a quantity above 0', () => {
    expect(addToCartProblem({ needsVariant: false, variantId: 1, quantity: 0, stock: 5 })).toBe(
      'cartQuantityMustBeAboveZero',
    );
  });
  it('refuses out-of-stock and over-stock', () => {
    expect(addToCartProblem({ needsVariant: false, variantId: 1, quantity: 1, stock: 0 })).toBe(
      'cartOutOfStock',
    );
    expect(addToCartProblem({ needsVariant: false, variantId: 1, quantity: 6, stock: 5 })).toBe(
      'cartNotEnoughStock',
    );
  });
});
