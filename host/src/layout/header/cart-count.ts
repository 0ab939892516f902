import { profileQuery } from '@portal/shared';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The header's cart count is the profile's totalCartItems; whoever changes the cart invalidates `['cart']`, and
 * the profile is read again then. Returns the unsubscribe function.
 */
export const refetchProfileOnCartChange = (client: QueryClient) =>
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
    if (event.query.queryKey[0] !== 'cart') return;
    void client.invalidateQueries({ queryKey: profileQuery().queryKey });
  });

/** What the badge shows: nothing at 0, the number up to 99, then 99+. */
export const cartBadge = (count: number | undefined) => {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
};
