import { NotFoundPage, RemoteSectionFrame } from '@portal/shared';
import { manifestRoutes, type RouteManifest, type RouteObject, useRoutes } from '@portal/shared/router';
import { lazy } from 'react';
import manifest from './route-manifest.json';

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

/** The account section's pages at the spec URLs its route manifest lists; the host mounts this component for the paths it owns. */
export const accountRoutes: RouteObject[] = [
  ...manifestRoutes(manifest as RouteManifest, {
    '/profile': <ProfilePage />,
    '/profile/address': <AddressListPage />,
    '/profile/address/add-new': <AddAddressPage />,
    '/profile/address/add-new/add-manually': <AddAddressManuallyPage />,
    '/profile/address/add-new/use-current/:id': <UseCurrentLocationPage />,
    '/profile/address/update/:id': <UpdateAddressPage />,
    '/profile/change-password': <ChangePasswordPage />,
    '/profile/feedback': <FeedbackPage />,
    '/profile/notification': <NotificationListPage />,
    '/profile/notification/detail': <NotificationDetailPage />,
    '/profile/notification/ads-detail': <AdsDetailPage />,
    '/profile/notification/tran-detail': <TransactionDetailPage />,
    '/profile/order-history': <OrderHistoryPage />,
    '/profile/order-history/detail/:id': <OrderDetailPage />,
    '/profile/point': <PointPage />,
    '/delete-account': <DeleteAccountPage />,
  }),
  { path: '*', element: <NotFoundPage /> },
];

export default function AccountRoutes() {
  return (
    <RemoteSectionFrame section="account" build={process.env.APP_BUILD_ID}>
      {useRoutes(accountRoutes)}
    </RemoteSectionFrame>
  );
}
