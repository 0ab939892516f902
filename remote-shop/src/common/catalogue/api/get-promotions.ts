import { api, queryOptions, useQuery } from '@portal/shared';
import type { ListMeta, Promotion } from '@portal/shared/contract';

/** Typed, not parsed: promotions show on the home page too. */
export const getPromotions = async (limit: number): Promise<{ items: Promotion[]; meta: ListMeta }> => {
  const { data } = await api.get<{ data: Promotion[]; meta: ListMeta }>('/promotion', { params: { limit } });
  return { items: data.data, meta: data.meta };
};
export const promotionsQuery = (limit: number) =>
  queryOptions({ queryKey: ['products', 'promotions', limit], queryFn: () => getPromotions(limit) });
export const usePromotions = (limit: number) => useQuery(promotionsQuery(limit));
