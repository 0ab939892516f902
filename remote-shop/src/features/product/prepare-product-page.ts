import { isLoggedInAtom, portalStore, queryClient } from '@portal/shared';
import { productQuery } from '../../common/catalogue/api/get-product';
import { relatedProductsQuery } from '../../common/catalogue/api/get-related-products';
import { reviewsQuery } from '../../common/catalogue/api/get-reviews';

export const loadProductPage = () => import('./ProductPage');

/** The product page's first reads, started together: the product, its related products and its reviews. */
export const readProductPage = (id: number) =>
  Number.isInteger(id) && id > 0
    ? Promise.all([
        queryClient.prefetchQuery(productQuery(id)),
        queryClient.prefetchQuery(relatedProductsQuery(id)),
        queryClient.prefetchQuery(reviewsQuery(id, portalStore.get(isLoggedInAtom))),
      ])
    : Promise.resolve();
