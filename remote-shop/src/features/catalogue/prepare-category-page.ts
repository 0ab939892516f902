import { categoriesQuery, queryClient } from '@portal/shared';
import { productsQuery } from '../../common/catalogue/api/get-products';
import { filtersFromSearch, productQueryOf } from '../../common/catalogue/list-filters';

export const loadCategoryPage = () => import('./CategoryPage');

/** The category tree and the listing (with its facets) the category page's URL asks for, started together. */
export const readCategoryPage = (id: number, search: URLSearchParams) =>
  Promise.all([
    queryClient.prefetchQuery(categoriesQuery()),
    queryClient.prefetchQuery(productsQuery(productQueryOf(id, filtersFromSearch(search)))),
  ]);
