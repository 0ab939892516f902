import { queryOptions, useQuery } from '@portal/shared';
import { getProducts } from './get-products';

/** GET search: any part of an English or Khmer name, within a category and its children. */
export const searchQuery = (key: string, categoryId: number | undefined, limit: number, offset: number) =>
  queryOptions({
    queryKey: ['products', 'search', key, categoryId, limit, offset],
    queryFn: () => getProducts('/search', { key, categoryId, limit, offset }),
  });
export const useSearchProducts = (
  key: string,
  categoryId: number | undefined,
  limit: number,
  offset: number,
) => useQuery({ ...searchQuery(key, categoryId, limit, offset), enabled: key.trim().length > 0 });
