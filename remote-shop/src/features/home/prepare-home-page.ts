import { queryClient } from '@portal/shared';
import { bestSellersQuery } from '../../common/catalogue/api/get-best-sellers';
import { homeBannersQuery } from '../../common/catalogue/api/get-home-banners';
import { merchandiseQuery } from '../../common/catalogue/api/get-merchandise';
import { promotionsQuery } from '../../common/catalogue/api/get-promotions';
import { topSelectionQuery } from '../../common/catalogue/api/get-top-selection';

/** Products on each of the home page's shelves, and promotions shown. */
export const homeShelfSize = 8;
export const homePromotionCount = 2;

export const loadHomePage = () => import('./HomePage');

/** Every read the home page draws first, started together. */
export const readHomePage = () =>
  Promise.all([
    queryClient.prefetchQuery(homeBannersQuery()),
    queryClient.prefetchQuery(topSelectionQuery(homeShelfSize)),
    queryClient.prefetchQuery(bestSellersQuery(homeShelfSize)),
    queryClient.prefetchQuery(promotionsQuery(homePromotionCount)),
    queryClient.prefetchQuery(merchandiseQuery(homeShelfSize)),
  ]);
