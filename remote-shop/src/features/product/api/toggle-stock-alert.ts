import { api, useMutation, useQueryClient } from '@portal/shared';
import type { StockAlertState } from '@portal/shared/contract';
import { stockAlertsQuery } from './get-stock-alerts';

export const toggleStockAlert = async ({ variantId, subscribe }: { variantId: number; subscribe: boolean }) =>
  (subscribe
    ? await api.post<{ data: StockAlertState }>(`/variant/${variantId}/stock-alert`)
    : await api.delete<{ data: StockAlertState }>(`/variant/${variantId}/stock-alert`)
  ).data.data;

/** Sets or cancels a variant's back-in-stock alert, then reads the product's alerts again. */
export const useToggleStockAlert = (productId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleStockAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockAlertsQuery(productId).queryKey }),
  });
};
