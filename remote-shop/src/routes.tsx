import { NotFoundPage, RemoteSectionFrame } from '@portal/shared';
import {
  manifestRoutes,
  matchRoutes,
  type RouteEntry,
  type RouteManifest,
  type RouteObject,
  useRoutes,
} from '@portal/shared/router';
import { lazy } from 'react';
import { nextTask } from './common/next-task';
import { loadCategoryPage, readCategoryPage } from './features/catalogue/prepare-category-page';
import { loadHomePage, readHomePage } from './features/home/prepare-home-page';
import { loadProductPage, readProductPage } from './features/product/prepare-product-page';
import manifest from './route-manifest.json';

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
/** A page whose first screen the host's server draws: its code, and its first reads. */
type FirstScreenPage = {
  load: () => Promise<unknown>;
  read: (params: Params, search: URLSearchParams) => Promise<unknown>;
};
const firstScreenPages: Record<NonNullable<RouteEntry['firstScreen']>, FirstScreenPage> = {
  home: { load: loadHomePage, read: readHomePage },
  category: { load: loadCategoryPage, read: ({ id }, search) => readCategoryPage(Number(id), search) },
  product: { load: loadProductPage, read: ({ id }) => readProductPage(Number(id)) },
};

/** The shop section's pages at the spec URLs its route manifest lists; the host mounts it for the paths it owns. */
export const shopRoutes: RouteObject[] = [
  ...manifestRoutes(manifest as RouteManifest, {
    '/': <HomePage />,
    '/product/category/:id': <CategoryPage />,
    '/product/package-promotion/:id': <PackagePromotionPage />,
    '/product/package-promotion/detail/:id': <PackagePromotionDetailPage />,
    '/product/package-promotion/detail/:id/request-quote-success': <RequestQuoteSuccessPage />,
    '/product/top-selection': <TopSelectionPage />,
    '/product/best-seller': <BestSellerPage />,
    '/product/merchandise': <MerchandisePage />,
    '/product/special-blend': <SpecialBlendPage />,
    '/product/:name/:id': <ProductPage />,
    '/product/:id': <ProductPage />,
    '/search': <SearchPage />,
    '/cart': <CartPage />,
    '/cart/checkout': <CheckoutPage />,
    '/cart/checkout/success/:id': <OrderConfirmationPage />,
    '/quick-order': <QuickOrderPage />,
    '/quick-order/checkout': <QuickOrderCheckoutPage />,
    '/favorite': <FavoritePage />,
    '/promotion/list': <PromotionListPage />,
    '/showroom': <ShowroomPage />,
    '/showroom/detail': <ShowroomDetailPage />,
  }),
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Called by the host before its first render over the first screen its server drew: the page's code and first
 * reads, so the app draws that page once, whole, rather than skeletons each read's arrival redraws.
 */
export async function prepare({ pathname, search }: { pathname: string; search: string }): Promise<void> {
  const match = matchRoutes(shopRoutes, pathname)?.at(-1);
  const screen = (match?.route.handle as RouteEntry | undefined)?.firstScreen;
  if (!screen) return;
  const page = firstScreenPages[screen];
  // The reads start in a task after the code's: together they made one long task on a phone.
  const code = page.load();
  await nextTask();
  await Promise.all([code, page.read(match?.params ?? {}, new URLSearchParams(search))]);
}

export default function ShopRoutes() {
  return (
    <RemoteSectionFrame section="shop" build={process.env.APP_BUILD_ID}>
      {useRoutes(shopRoutes)}
    </RemoteSectionFrame>
  );
}
