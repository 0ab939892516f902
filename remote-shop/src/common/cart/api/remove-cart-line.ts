import { api, refreshCart, useMutation } from '@portal/shared';
import type { CartTarget } from '@portal/shared/contract';
import { basketPath } from './get-cart';

export const removeCartLine = async (kind: CartTarget, id: number) => {
  await api.delete(`${basketPath(kind)}/${id}`);
};

export const useRemoveCartLine = (kind: CartTarget) =>
  useMutation({ mutationFn: (id: number) => removeCartLine(kind, id), onSettled: refreshCart });
