import { profileKeys, profileQuery, useProfile } from '../account/get-profile';
import type { CartTarget } from '../contract/cart';
import { queryClient } from '../query/query-client';

/** The cart's query keys: the baskets (cart, quick order) and what is worked out from them at checkout. */
export const cartKeys = {
  all: ['cart'] as const,
  basket: (kind: CartTarget) => [...cartKeys.all, kind] as const,
  deliveryQuote: (source: CartTarget, addressId: number) =>
    [...cartKeys.all, 'delivery-quote', source, addressId] as const,
  coupons: (source: CartTarget) => [...cartKeys.all, 'coupons', source] as const,
};

/**
 * The cart's item count for the header's cart icon: the profile's totalCartItems, so the first screen makes no
 * extra call. Zero for a guest.
 */
export const useCartCount = () => useProfile().data?.totalCartItems ?? 0;

/** After the cart changed: the header's count and every cart view read again. */
export const refreshCart = async () => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  ]);
};

/**
 * After an add (or a reorder) into `target`, whose answer counts its lines: the header's count is that answer (the
 * profile counts the cart's lines, not the quick order's), not a new read of the whole profile. The cart views are
 * marked stale and the ones on screen read again, without the invalidate event on which the shell reads the profile.
 */
export const cartAdded = async (target: CartTarget, totalCart: number) => {
  if (target === 'cart') {
    queryClient.setQueryData(
      profileQuery().queryKey,
      (profile) => profile && { ...profile, totalCartItems: totalCart },
    );
  }
  for (const query of queryClient.getQueryCache().findAll({ queryKey: cartKeys.all })) {
    query.setState({ isInvalidated: true });
  }
  await queryClient.refetchQueries({ queryKey: cartKeys.all, type: 'active' });
};
