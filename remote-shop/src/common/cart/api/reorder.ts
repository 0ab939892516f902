import { api, refreshCart, useMutation } from '@portal/shared';
import type { CartTarget, ReorderResult } from '@portal/shared/contract';

export const reorder = async (orderId: number, target: CartTarget) =>
  (await api.post<{ data: ReorderResult }>('/cart/reorder', { orderId, target })).data.data;

export const useReorder = () =>
  useMutation({
    mutationFn: ({ orderId, target }: { orderId: number; target: CartTarget }) => reorder(orderId, target),
    onSuccess: refreshCart,
  });
