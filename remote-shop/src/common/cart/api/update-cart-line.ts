import { api, refreshCart, useMutation } from '@portal/shared';
import type { CartTarget } from '@portal/shared/contract';
import { basketPath } from './get-cart';

export const updateCartLine = async (kind: CartTarget, id: number, quantity: number) => {
  await api.put(`${basketPath(kind)}/${id}`, { quantity });
};

export const useUpdateCartLine = (kind: CartTarget) =>
  useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) => updateCartLine(kind, id, quantity),
    onSettled: refreshCart,
  });
