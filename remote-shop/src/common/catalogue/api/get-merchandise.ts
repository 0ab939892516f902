import { queryOptions, useQuery } from '@portal/shared';
import { getProducts } from './get-products';

/** GET merchandise: bags, mugs and aprons, best selling first. */
export const merchandiseQuery = (limit: number, offset = 0) =>
  queryOptions({
    queryKey: ['products', 'merchandise', limit, offset],
    queryFn: () => getProducts('/merchandise', { limit, offset }),
  });
export const useMerchandise = (limit: number, offset = 0) => useQuery(merchandiseQuery(limit, offset));
