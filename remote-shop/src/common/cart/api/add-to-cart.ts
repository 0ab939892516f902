import { api, cartAdded, useMutation } from '@portal/shared';
import type { AddToCartBody, CartTarget } from '@portal/shared/contract';

/** POST cart/add, or POST cart/save-to-quick-order for the quick order; the answer counts the basket's lines. */
export const addToCart = async (target: CartTarget, body: AddToCartBody) =>
  (
    await api.post<{ data: { totalCart: number } }>(
      target === 'cart' ? '/cart/add' : '/cart/save-to-quick-order',
      body,
    )
  ).data.data;

export const useAddToCart = () =>
  useMutation({
    mutationFn: ({ target, body }: { target: CartTarget; body: AddToCartBody }) => addToCart(target, body),
    onSuccess: ({ totalCart }, { target }) => cartAdded(target, totalCart),
  });
