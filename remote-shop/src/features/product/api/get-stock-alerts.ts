import { api, isLoggedInAtom, queryOptions, useQuery } from '@portal/shared';
import type { StockAlertIds } from '@portal/shared/contract';
import { useAtomValue } from 'jotai';

/** The variants of a product the signed-in customer waits for; guests have none and make no call. */
export const getStockAlerts = async (productId: number): Promise<StockAlertIds> =>
  (await api.get<{ data: StockAlertIds }>('/stock-alert', { params: { productId } })).data.data;
export const stockAlertsQuery = (productId: number) =>
  queryOptions({ queryKey: ['stock-alert', productId], queryFn: () => getStockAlerts(productId) });
export const useStockAlerts = (productId: number) => {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useQuery({ ...stockAlertsQuery(productId), enabled: loggedIn });
};
