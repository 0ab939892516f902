import { useProfile } from '../account/get-profile';
import { queryClient } from '../query/query-client';

/**
 * The cart's item count for the header's cart icon: the profile's totalCartItems, so the first screen makes no
 * extra call. Zero for a guest.
 */
export const useCartCount = () => useProfile().data?.totalCartItems ?? 0;

/** After the cart changed: the header's count and every cart view read again. */
export const refreshCart = async () => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['profile'] }),
    queryClient.invalidateQueries({ queryKey: ['cart'] }),
  ]);
};
