import { NotFoundPage, RemoteSectionFrame } from '@portal/shared';
import { type RouteObject, useRoutes } from '@portal/shared/router';
import { lazy } from 'react';

const HomePage = lazy(() => import('./features/home/HomePage'));
const CategoryPage = lazy(() => import('./features/catalogue/CategoryPage'));
const PackagePromotionPage = lazy(() => import('./features/package-promotion/PackagePromotionPage'));
const PackagePromotionDetailPage = lazy(
  () => import('./features/package-promotion/PackagePromotionDetailPage'),
);
const RequestQuoteSuccessPage = lazy(() => import('./features/package-promotion/RequestQuoteSuccessPage'));
const ProductPage = lazy(() => import('./features/product/ProductPage'));
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

/** The shop section's pages at their spec URLs; the host mounts this component for the paths it owns. */
export const shopRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/product/category/:id', element: <CategoryPage /> },
  { path: '/product/package-promotion/:id', element: <PackagePromotionPage /> },
  { path: '/product/package-promotion/detail/:id', element: <PackagePromotionDetailPage /> },
  {
    path: '/product/package-promotion/detail/:id/request-quote-success',
    element: <RequestQuoteSuccessPage />,
  },
  { path: '/product/top-selection', element: <TopSelectionPage /> },
  { path: '/product/best-seller', element: <BestSellerPage /> },
  { path: '/product/merchandise', element: <MerchandisePage /> },
  { path: '/product/:name/:id', element: <ProductPage /> },
  { path: '/product/:id', element: <ProductPage /> },
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

export default function ShopRoutes() {
  return (
    <RemoteSectionFrame section="shop" build={process.env.APP_BUILD_ID}>
      {useRoutes(shopRoutes)}
    </RemoteSectionFrame>
  );
}
