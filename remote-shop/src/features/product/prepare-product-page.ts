import { queryClient } from '@portal/shared';
import { productQuery } from '../../common/catalogue/api/get-product';
import { relatedProductsQuery } from '../../common/catalogue/api/get-related-products';
import { reviewsQuery } from '../../common/catalogue/api/get-reviews';
import { nextTask } from '../../common/next-task';

export const loadProductPage = () => import('./ProductPage');

/** The product page's code, then, in a task of its own, the product, its related products and its reviews. */
export async function prepareProductPage(id: number) {
  const code = loadProductPage();
  await nextTask();
  const reads =
    Number.isInteger(id) && id > 0
      ? [
          queryClient.prefetchQuery(productQuery(id)),
          queryClient.prefetchQuery(relatedProductsQuery(id)),
          queryClient.prefetchQuery(reviewsQuery(id)),
        ]
      : [];
  await Promise.all([code, ...reads]);
}
