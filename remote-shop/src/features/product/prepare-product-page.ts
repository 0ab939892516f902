import { queryClient } from '@portal/shared';
import { productQuery } from '../../common/catalogue/api/get-product';
import { relatedProductsQuery } from '../../common/catalogue/api/get-related-products';
import { reviewsQuery } from '../../common/catalogue/api/get-reviews';

export const loadProductPage = () => import('./ProductPage');

/** The product page's code, the product, its related products and its reviews, started together. */
export const prepareProductPage = (id: number) =>
  Promise.all([
    loadProductPage(),
    ...(Number.isInteger(id) && id > 0
      ? [
          queryClient.prefetchQuery(productQuery(id)),
          queryClient.prefetchQuery(relatedProductsQuery(id)),
          queryClient.prefetchQuery(reviewsQuery(id)),
        ]
      : []),
  ]);
