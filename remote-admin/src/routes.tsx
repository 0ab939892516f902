import { NotFoundPage, RemoteSectionFrame } from '@portal/shared';
import type { StaffArea } from '@portal/shared/contract';
import { useLocation, useRoutes } from '@portal/shared/router';
import { Loader } from '@portal/shared/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { AdminLayout } from './common/AdminLayout';
import { areaOfPath } from './common/admin-menu';
import { NoPermission, StaffGate } from './common/StaffGate';

const pages: { path: string; Page: ComponentType }[] = [
  { path: '/admin', Page: lazy(() => import('./features/dashboard/DashboardPage')) },
  { path: '/admin/orders', Page: lazy(() => import('./features/orders/OrdersPage')) },
  { path: '/admin/orders/:id', Page: lazy(() => import('./features/orders/OrderDetailPage')) },
  { path: '/admin/quotations', Page: lazy(() => import('./features/quotations/QuotationsPage')) },
  { path: '/admin/quotations/:id', Page: lazy(() => import('./features/quotations/QuotationDetailPage')) },
  {
    path: '/admin/service-tickets',
    Page: lazy(() => import('./features/service-tickets/ServiceTicketsPage')),
  },
  {
    path: '/admin/service-tickets/:id',
    Page: lazy(() => import('./features/service-tickets/ServiceTicketDetailPage')),
  },
  { path: '/admin/academy', Page: lazy(() => import('./features/academy/AcademyPage')) },
  {
    path: '/admin/business-partners',
    Page: lazy(() => import('./features/business-partners/BpRequestsPage')),
  },
  { path: '/admin/credit-lines', Page: lazy(() => import('./features/customers/CreditLinesPage')) },
  { path: '/admin/notifications', Page: lazy(() => import('./features/notifications/SendNotificationPage')) },
  { path: '/admin/popup-banners', Page: lazy(() => import('./features/banners/PopupBannersPage')) },
  { path: '/admin/home-banners', Page: lazy(() => import('./features/home-banners/HomeBannersPage')) },
  { path: '/admin/showrooms', Page: lazy(() => import('./features/showrooms/ShowroomsPage')) },
  { path: '/admin/products', Page: lazy(() => import('./features/products/ProductsPage')) },
  { path: '/admin/products/new', Page: lazy(() => import('./features/products/NewProductPage')) },
  { path: '/admin/products/:id', Page: lazy(() => import('./features/products/ProductPage')) },
  { path: '/admin/coupons', Page: lazy(() => import('./features/coupons/CouponsPage')) },
  { path: '/admin/categories', Page: lazy(() => import('./features/categories/CategoriesPage')) },
  { path: '/admin/brands', Page: lazy(() => import('./features/brands/BrandsPage')) },
  { path: '/admin/promotions', Page: lazy(() => import('./features/promotions/PromotionsPage')) },
  { path: '/admin/promotions/:id', Page: lazy(() => import('./features/promotions/PromotionPage')) },
  { path: '/admin/settings', Page: lazy(() => import('./features/settings/SettingsPage')) },
  { path: '/admin/staff', Page: lazy(() => import('./features/staff/StaffAccountsPage')) },
  { path: '/admin/audit-log', Page: lazy(() => import('./features/audit-log/AuditLogPage')) },
];

function AdminPages({ areas }: { areas: readonly StaffArea[] }) {
  const area = areaOfPath(useLocation().pathname);
  const routes = useRoutes([
    ...pages.map(({ path, Page }) => ({ path, element: <Page /> })),
    { path: '*', element: <NotFoundPage /> },
  ]);
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
