import { categoriesQuery, queryClient } from '@portal/shared';
import { brandsQuery } from '../../common/catalogue/api/get-brands';
import { productsQuery } from '../../common/catalogue/api/get-products';
import { filtersFromSearch, productQueryOf } from '../../common/catalogue/list-filters';
import { nextTask } from '../../common/next-task';

export const loadCategoryPage = () => import('./CategoryPage');

/**
 * The category page's code, then, in a task of its own, the category tree, the brands and the listing its URL asks
 * for.
 */
export async function prepareCategoryPage(id: number, search: URLSearchParams) {
  const code = loadCategoryPage();
  await nextTask();
  await Promise.all([
    code,
    queryClient.prefetchQuery(categoriesQuery()),
    queryClient.prefetchQuery(brandsQuery()),
    queryClient.prefetchQuery(productsQuery(productQueryOf(id, filtersFromSearch(search)))),
  ]);
}
