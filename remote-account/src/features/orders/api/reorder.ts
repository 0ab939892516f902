import { api, cartAdded, useMutation } from '@portal/shared';
import { type ReorderResult, reorderResultSchema } from '@portal/shared/contract';

/** "Order again": the order's lines into the cart, as far as the stock allows. */
export const reorder = async (orderId: number): Promise<ReorderResult> =>
  reorderResultSchema.parse((await api.post('/cart/reorder', { orderId, target: 'cart' })).data.data);
export const useReorder = () =>
  useMutation({ mutationFn: reorder, onSuccess: ({ totalCart }) => cartAdded('cart', totalCart) });
