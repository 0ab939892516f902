import { api, queryOptions, useQuery } from '@portal/shared';
import type { Category } from '@portal/shared/contract';

export const getCategories = async (): Promise<Category[]> =>
  (await api.get<{ data: Category[] }>('/category')).data.data;
export const categoriesQuery = () => queryOptions({ queryKey: ['categories'], queryFn: getCategories });
export const useCategories = () => useQuery(categoriesQuery());

/** A category wherever it sits in the tree. */
export const findCategory = (categories: Category[] | undefined, id: number): Category | undefined => {
  for (const category of categories ?? []) {
    if (category.id === id) return category;
    const child = findCategory(category.children, id);
    if (child) return child;
  }
  return undefined;
};
