import { queryOptions, useQuery } from '@portal/shared';
import { getProducts } from './get-products';

export const topSelectionQuery = (limit: number, offset = 0) =>
  queryOptions({
    queryKey: ['products', 'top-selection', limit, offset],
    queryFn: () => getProducts('/top-selection', { limit, offset }),
  });
export const useTopSelection = (limit: number, offset = 0) => useQuery(topSelectionQuery(limit, offset));
