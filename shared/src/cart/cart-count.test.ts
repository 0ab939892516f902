import { beforeEach, describe, expect, it } from '@jest/globals';
import { profileQuery } from '../account/get-profile';
import type { Profile } from '../contract/account';
import { queryClient } from '../query/query-client';
import { cartAdded, cartKeys } from './cart-count';

const profile = { id: 7, totalCartItems: 1 } as Profile;

beforeEach(() => {
  queryClient.clear();
  queryClient.setQueryData(profileQuery().queryKey, profile);
  queryClient.setQueryData(cartKeys.basket('cart'), { data: [], totalCart: 1 });
  queryClient.setQueryData(cartKeys.basket('quick_order'), { data: [], totalCart: 0 });
});

/** Every invalidate event the query cache sends: the shell reads the whole profile again on one for the cart. */
const invalidations = () => {
  const seen: unknown[] = [];
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'invalidate') seen.push(event.query.queryKey);
  });
  return { seen, stop };
};

describe('after an add to the cart', () => {
  it("shows the answer's count in the header without reading the profile again", async () => {
    const { seen, stop } = invalidations();
    await cartAdded('cart', 3);
    stop();
    expect(queryClient.getQueryData(profileQuery().queryKey)?.totalCartItems).toBe(3);
    expect(queryClient.getQueryState(profileQuery().queryKey)?.isInvalidated).toBe(false);
    expect(seen).toEqual([]);
  });

  it('leaves the header alone for the quick order, whose lines the profile does not count', async () => {
    await cartAdded('quick_order', 5);
    expect(queryClient.getQueryData(profileQuery().queryKey)?.totalCartItems).toBe(1);
  });

  it('has every basket read again when next shown', async () => {
    await cartAdded('cart', 3);
    for (const kind of ['cart', 'quick_order'] as const) {
      expect(queryClient.getQueryState(cartKeys.basket(kind))?.isInvalidated).toBe(true);
    }
  });
});
