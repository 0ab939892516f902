import { api, queryOptions, useQuery } from '@portal/shared';
import type { Category } from '@portal/shared/contract';

/** GET category: the sidebar's Product children. Typed, not parsed: the sidebar is on the first screen. */
export const getCategories = async (): Promise<Category[]> =>
  (await api.get<{ data: Category[] }>('/category')).data.data;

export const categoriesQuery = () => queryOptions({ queryKey: ['category'], queryFn: getCategories });
export const useCategories = () => useQuery(categoriesQuery());
