import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Category } from '../contract/category';

/**
 * GET category: the tree the sidebar draws and the shop's pages read. One query for both sides of the federation
 * boundary, so a page finds what the sidebar has loaded. Typed, not parsed: the sidebar is on the first screen.
 */
export const getCategories = async (): Promise<Category[]> =>
  (await api.get<{ data: Category[] }>('/category')).data.data;

export const categoriesQuery = () => queryOptions({ queryKey: ['category'], queryFn: getCategories });
export const useCategories = () => useQuery(categoriesQuery());
