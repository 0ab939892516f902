import { NotFoundPage, RemoteSectionFrame } from '@portal/shared';
import { matchRoutes, type RouteObject, useRoutes } from '@portal/shared/router';
import { lazy } from 'react';
import { loadCategoryPage, prepareCategoryPage } from './features/catalogue/prepare-category-page';
import { loadHomePage, prepareHomePage } from './features/home/prepare-home-page';
import { loadProductPage, prepareProductPage } from './features/product/prepare-product-page';

const HomePage = lazy(loadHomePage);
const CategoryPage = lazy(loadCategoryPage);
const PackagePromotionPage = lazy(() => import('./features/package-promotion/PackagePromotionPage'));
const PackagePromotionDetailPage = lazy(
  () => import('./features/package-promotion/PackagePromotionDetailPage'),
);
const RequestQuoteSuccessPage = lazy(() => import('./features/package-promotion/RequestQuoteSuccessPage'));
const ProductPage = lazy(loadProductPage);
const SearchPage = lazy(() => import('./features/search/SearchPage'));
const CartPage = lazy(() => import('./features/cart/CartPage'));
const CheckoutPage = lazy(() => import('./features/checkout/CheckoutPage'));
const OrderConfirmationPage = lazy(() => import('./features/checkout/OrderConfirmationPage'));
const SpecialBlendPage = lazy(() => import('./features/special-blend/SpecialBlendPage'));
const QuickOrderPage = lazy(() => import('./features/quick-order/QuickOrderPage'));
const QuickOrderCheckoutPage = lazy(() => import('./features/quick-order/QuickOrderCheckoutPage'));
const FavoritePage = lazy(() => import('./features/favorites/FavoritePage'));
const PromotionListPage = lazy(() => import('./features/promotions/PromotionListPage'));
const ShowroomPage = lazy(() => import('./features/showroom/ShowroomPage'));
const ShowroomDetailPage = lazy(() => import('./features/showroom/ShowroomDetailPage'));
const TopSelectionPage = lazy(() => import('./features/top-selection/TopSelectionPage'));
const BestSellerPage = lazy(() => import('./features/best-seller/BestSellerPage'));
const MerchandisePage = lazy(() => import('./features/merchandise/MerchandisePage'));

type Params = Record<string, string | undefined>;
/** How a route prepares its page when a visit starts on it (the pages whose first screen the host's server draws). */
type Prepare = (params: Params, search: URLSearchParams) => Promise<unknown>;
const prepareProduct: Prepare = ({ id }) => prepareProductPage(Number(id));

/** The shop section's pages at their spec URLs; the host mounts this component for the paths it owns. */
export const shopRoutes: RouteObject[] = [
  { path: '/', element: <HomePage />, handle: { prepare: prepareHomePage satisfies Prepare } },
  {
    path: '/product/category/:id',
    element: <CategoryPage />,
    handle: { prepare: (({ id }, search) => prepareCategoryPage(Number(id), search)) satisfies Prepare },
  },
  { path: '/product/package-promotion/:id', element: <PackagePromotionPage /> },
  { path: '/product/package-promotion/detail/:id', element: <PackagePromotionDetailPage /> },
  {
    path: '/product/package-promotion/detail/:id/request-quote-success',
    element: <RequestQuoteSuccessPage />,
  },
  { path: '/product/top-selection', element: <TopSelectionPage /> },
  { path: '/product/best-seller', element: <BestSellerPage /> },
  { path: '/product/merchandise', element: <MerchandisePage /> },
  { path: '/product/:name/:id', element: <ProductPage />, handle: { prepare: prepareProduct } },
  { path: '/product/:id', element: <ProductPage />, handle: { prepare: prepareProduct } },
  { path: '/search', element: <SearchPage /> },
  { path: '/cart', element: <CartPage /> },
  { path: '/cart/checkout', element: <CheckoutPage /> },
  { path: '/cart/checkout/success/:id', element: <OrderConfirmationPage /> },
  { path: '/product/special-blend', element: <SpecialBlendPage /> },
  { path: '/quick-order', element: <QuickOrderPage /> },
  { path: '/quick-order/checkout', element: <QuickOrderCheckoutPage /> },
  { path: '/favorite', element: <FavoritePage /> },
  { path: '/promotion/list', element: <PromotionListPage /> },
  { path: '/showroom', element: <ShowroomPage /> },
  { path: '/showroom/detail', element: <ShowroomDetailPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Called by the host before its first render over the first screen its server drew: the page's code and first
 * reads, so the app draws that page once, whole, rather than skeletons each read's arrival redraws.
 */
export async function prepare({ pathname, search }: { pathname: string; search: string }): Promise<void> {
  const match = matchRoutes(shopRoutes, pathname)?.at(-1);
  const handle = match?.route.handle as { prepare?: Prepare } | undefined;
  await handle?.prepare?.(match?.params ?? {}, new URLSearchParams(search));
}

export default function ShopRoutes() {
  return (
    <RemoteSectionFrame section="shop" build={process.env.APP_BUILD_ID}>
      {useRoutes(shopRoutes)}
    </RemoteSectionFrame>
  );
}
