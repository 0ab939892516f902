/** What stops an add before any call: the browser's side of spec section 5 (the API checks again). */
export const addToCartProblem = ({
  needsVariant,
  variantId,
  quantity,
  stock,
}: {
  needsVariant: boolean;
  variantId: number | null | undefined;
  quantity: number;
  stock: number;
}) => {
  if (needsVariant && !variantId) return 'cartVariantIsRequired';
  if (!Number.isInteger(quantity) || quantity <= 0) return 'cartQuantityMustBeAboveZero';
  if (stock <= 0) return 'cartOutOfStock';
  if (quantity > stock) return 'cartNotEnoughStock';
  return null;
};
