import { cartKeys, profileQuery } from '@portal/shared';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The header's cart count is the profile's totalCartItems. A cart change whose answer does not carry the count
 * invalidates `cartKeys.all`, and the profile is read again then (an add puts its answer's count in place instead,
 * see `cartAdded`). Returns the unsubscribe function.
 */
export const refetchProfileOnCartChange = (client: QueryClient) =>
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
    if (event.query.queryKey[0] !== cartKeys.all[0]) return;
    void client.invalidateQueries({ queryKey: profileQuery().queryKey });
  });

/** What the badge shows: nothing at 0, the number up to 99, then 99+. */
export const cartBadge = (count: number | undefined) => {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
};
