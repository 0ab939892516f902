import { NotFoundPage, RemoteSectionFrame } from '@portal/shared';
import { type RouteObject, useRoutes } from '@portal/shared/router';
import { lazy } from 'react';

const ProfilePage = lazy(() => import('./features/profile/ProfilePage'));
const AddressListPage = lazy(() => import('./features/addresses/AddressListPage'));
const AddAddressPage = lazy(() => import('./features/addresses/AddAddressPage'));
const AddAddressManuallyPage = lazy(() => import('./features/addresses/AddAddressManuallyPage'));
const UseCurrentLocationPage = lazy(() => import('./features/addresses/UseCurrentLocationPage'));
const UpdateAddressPage = lazy(() => import('./features/addresses/UpdateAddressPage'));
const ChangePasswordPage = lazy(() => import('./features/password/ChangePasswordPage'));
const FeedbackPage = lazy(() => import('./features/feedback/FeedbackPage'));
const NotificationListPage = lazy(() => import('./features/notifications/NotificationListPage'));
const NotificationDetailPage = lazy(() => import('./features/notifications/NotificationDetailPage'));
const AdsDetailPage = lazy(() => import('./features/notifications/AdsDetailPage'));
const TransactionDetailPage = lazy(() => import('./features/notifications/TransactionDetailPage'));
const OrderHistoryPage = lazy(() => import('./features/orders/OrderHistoryPage'));
const OrderDetailPage = lazy(() => import('./features/orders/OrderDetailPage'));
const PointPage = lazy(() => import('./features/points/PointPage'));
const DeleteAccountPage = lazy(() => import('./features/account-deletion/DeleteAccountPage'));

/** The account section's pages at their spec URLs; the host mounts this component for the paths it owns. */
export const accountRoutes: RouteObject[] = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/profile/address', element: <AddressListPage /> },
  { path: '/profile/address/add-new', element: <AddAddressPage /> },
  { path: '/profile/address/add-new/add-manually', element: <AddAddressManuallyPage /> },
  { path: '/profile/address/add-new/use-current/:id', element: <UseCurrentLocationPage /> },
  { path: '/profile/address/update/:id', element: <UpdateAddressPage /> },
  { path: '/profile/change-password', element: <ChangePasswordPage /> },
  { path: '/profile/feedback', element: <FeedbackPage /> },
  { path: '/profile/notification', element: <NotificationListPage /> },
  { path: '/profile/notification/detail', element: <NotificationDetailPage /> },
  { path: '/profile/notification/ads-detail', element: <AdsDetailPage /> },
  { path: '/profile/notification/tran-detail', element: <TransactionDetailPage /> },
  { path: '/profile/order-history', element: <OrderHistoryPage /> },
  { path: '/profile/order-history/detail/:id', element: <OrderDetailPage /> },
  { path: '/profile/point', element: <PointPage /> },
  { path: '/delete-account', element: <DeleteAccountPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export default function AccountRoutes() {
  return (
    <RemoteSectionFrame section="account" build={process.env.APP_BUILD_ID}>
      {useRoutes(accountRoutes)}
    </RemoteSectionFrame>
  );
}
