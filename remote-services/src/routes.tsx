import { NotFoundPage, RemoteSectionFrame } from '@portal/shared';
import { type RouteObject, useRoutes } from '@portal/shared/router';
import { lazy } from 'react';

const ServicePackagePage = lazy(() => import('./features/service-packages/ServicePackagePage'));
const CheckupRequestPage = lazy(() => import('./features/checkup-requests/CheckupRequestPage'));
const ServiceHistoryPage = lazy(() => import('./features/service-history/ServiceHistoryPage'));
const ServiceHistoryDetailPage = lazy(() => import('./features/service-history/ServiceHistoryDetailPage'));
const TutorialPage = lazy(() => import('./features/tutorials/TutorialPage'));

/** The services section's pages at their spec URLs; the host mounts this component for the paths it owns. */
export const servicesRoutes: RouteObject[] = [
  { path: '/service/service-package', element: <ServicePackagePage /> },
  { path: '/service/checkup-request', element: <CheckupRequestPage /> },
  { path: '/service/service-history', element: <ServiceHistoryPage /> },
  { path: '/service/service-history/detail', element: <ServiceHistoryDetailPage /> },
  { path: '/service/tutorial', element: <TutorialPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export default function ServicesRoutes() {
  return (
    <RemoteSectionFrame section="services" build={process.env.APP_BUILD_ID}>
      {useRoutes(servicesRoutes)}
    </RemoteSectionFrame>
  );
}
