import { NotFoundPage, RemoteSectionFrame } from '@portal/shared';
import type { StaffArea } from '@portal/shared/contract';
import {
  manifestRoutes,
  type RouteManifest,
  type RouteObject,
  useLocation,
  useRoutes,
} from '@portal/shared/router';
import { Loader } from '@portal/shared/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { AdminLayout } from './common/AdminLayout';
import { areaOfPath } from './common/admin-menu';
import { NoPermission, StaffGate } from './common/StaffGate';
import manifest from './route-manifest.json';

/** The back office's pages, by the paths its route manifest lists (which gives each its permission area). */
const pages: Record<string, ComponentType> = {
  '/admin': lazy(() => import('./features/dashboard/DashboardPage')),
  '/admin/reports': lazy(() => import('./features/reports/ReportsPage')),
  '/admin/orders': lazy(() => import('./features/orders/OrdersPage')),
  '/admin/orders/:id': lazy(() => import('./features/orders/OrderDetailPage')),
  '/admin/quotations': lazy(() => import('./features/quotations/QuotationsPage')),
  '/admin/quotations/:id': lazy(() => import('./features/quotations/QuotationDetailPage')),
  '/admin/special-blends': lazy(() => import('./features/special-blends/SpecialBlendsPage')),
  '/admin/special-blends/:id': lazy(() => import('./features/special-blends/SpecialBlendDetailPage')),
  '/admin/service-tickets': lazy(() => import('./features/service-tickets/ServiceTicketsPage')),
  '/admin/service-tickets/:id': lazy(() => import('./features/service-tickets/ServiceTicketDetailPage')),
  '/admin/academy': lazy(() => import('./features/academy/AcademyPage')),
  '/admin/business-partners': lazy(() => import('./features/business-partners/BpRequestsPage')),
  '/admin/credit-lines': lazy(() => import('./features/customers/CreditLinesPage')),
  '/admin/notifications': lazy(() => import('./features/notifications/SendNotificationPage')),
  '/admin/popup-banners': lazy(() => import('./features/banners/PopupBannersPage')),
  '/admin/home-banners': lazy(() => import('./features/home-banners/HomeBannersPage')),
  '/admin/showrooms': lazy(() => import('./features/showrooms/ShowroomsPage')),
  '/admin/products': lazy(() => import('./features/products/ProductsPage')),
  '/admin/products/new': lazy(() => import('./features/products/NewProductPage')),
  '/admin/products/:id': lazy(() => import('./features/products/ProductPage')),
  '/admin/catalogue-import': lazy(() => import('./features/catalogue-import/CatalogueImportPage')),
  '/admin/low-stock': lazy(() => import('./features/low-stock/LowStockPage')),
  '/admin/coupons': lazy(() => import('./features/coupons/CouponsPage')),
  '/admin/categories': lazy(() => import('./features/categories/CategoriesPage')),
  '/admin/brands': lazy(() => import('./features/brands/BrandsPage')),
  '/admin/promotions': lazy(() => import('./features/promotions/PromotionsPage')),
  '/admin/promotions/:id': lazy(() => import('./features/promotions/PromotionPage')),
  '/admin/settings': lazy(() => import('./features/settings/SettingsPage')),
  '/admin/staff': lazy(() => import('./features/staff/StaffAccountsPage')),
  '/admin/audit-log': lazy(() => import('./features/audit-log/AuditLogPage')),
  '/admin/releases': lazy(() => import('./features/releases/ReleasesPage')),
};

export const adminRoutes: RouteObject[] = [
  ...manifestRoutes(
    manifest as RouteManifest,
    Object.fromEntries(Object.entries(pages).map(([path, Page]) => [path, <Page key={path} />])),
  ),
  { path: '*', element: <NotFoundPage /> },
];

function AdminPages({ areas }: { areas: readonly StaffArea[] }) {
  const area = areaOfPath(useLocation().pathname);
  const routes = useRoutes(adminRoutes);
  if (area && !areas.includes(area)) return <NoPermission />;
  return <Suspense fallback={<Loader m="xl" aria-label="loading" />}>{routes}</Suspense>;
}

/** The back office at /admin/*; the host mounts it for signed-in users only, the role check happens here. */
export default function AdminRoutes() {
  return (
    <RemoteSectionFrame section="admin" build={process.env.APP_BUILD_ID}>
      <StaffGate>
        {(me) => (
          <AdminLayout me={me}>
            <AdminPages areas={me.areas} />
          </AdminLayout>
        )}
      </StaffGate>
    </RemoteSectionFrame>
  );
}
