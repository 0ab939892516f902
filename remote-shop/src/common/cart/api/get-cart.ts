import { api, cartKeys, queryOptions, useQuery } from '@portal/shared';
import { type Cart, type CartTarget, cartEnvelopeSchema, emptyCart } from '@portal/shared/contract';

const paths: Record<CartTarget, string> = { cart: '/cart', quick_order: '/cart-quick-order' };
export const basketPath = (kind: CartTarget) => paths[kind];

/** Spec section 3: an empty or incomplete payload reads as no items, total 0. */
export const getCart = async (kind: CartTarget): Promise<Cart> => {
  const parsed = cartEnvelopeSchema.safeParse((await api.get(paths[kind])).data);
  return parsed.success ? parsed.data : emptyCart;
};
export const cartQuery = (kind: CartTarget) =>
  queryOptions({ queryKey: cartKeys.basket(kind), queryFn: () => getCart(kind) });
export const useCart = (kind: CartTarget) => useQuery(cartQuery(kind));
