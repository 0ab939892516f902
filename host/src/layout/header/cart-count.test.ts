import { describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { cartBadge, refetchProfileOnCartChange } from './cart-count';

describe('the cart count', () => {
  it('reads the profile again when the cart query is invalidated, and only then', async () => {
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: ['profile'], queryFn: () => ({ totalCartItems: 1 }) });
    await client.fetchQuery({ queryKey: ['cart'], queryFn: () => [] });
    await client.fetchQuery({ queryKey: ['settings'], queryFn: () => ({}) });
    const stop = refetchProfileOnCartChange(client);

    await client.invalidateQueries({ queryKey: ['settings'] });
    expect(client.getQueryState(['profile'])?.isInvalidated).toBe(false);

    await client.invalidateQueries({ queryKey: ['cart'] });
    expect(client.getQueryState(['profile'])?.isInvalidated).toBe(true);
    stop();
  });

  it('shows nothing for an empty cart and caps the number at 99+', () => {
    expect(cartBadge(undefined)).toBeNull();
    expect(cartBadge(0)).toBeNull();
    expect(cartBadge(3)).toBe('3');
    expect(cartBadge(120)).toBe('99+');
  });
});
