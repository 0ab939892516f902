import { queryOptions, useQuery } from '@portal/shared';
import { getProducts } from './get-products';

export const bestSellersQuery = (limit: number, offset = 0) =>
  queryOptions({
    queryKey: ['products', 'best-seller', limit, offset],
    queryFn: () => getProducts('/product/best-seller', { limit, offset }),
  });
export const useBestSellers = (limit: number, offset = 0) => useQuery(bestSellersQuery(limit, offset));
