import { NotFoundPage, RemoteSectionFrame } from '@portal/shared';
import { manifestRoutes, type RouteManifest, type RouteObject, useRoutes } from '@portal/shared/router';
import { lazy } from 'react';
import manifest from './route-manifest.json';

const ServicePackagePage = lazy(() => import('./features/service-packages/ServicePackagePage'));
const CheckupRequestPage = lazy(() => import('./features/checkup-requests/CheckupRequestPage'));
const ServiceHistoryPage = lazy(() => import('./features/service-history/ServiceHistoryPage'));
const ServiceHistoryDetailPage = lazy(() => import('./features/service-history/ServiceHistoryDetailPage'));
const TutorialPage = lazy(() => import('./features/tutorials/TutorialPage'));

/** The services section's pages at the spec URLs its route manifest lists; the host mounts this component for the paths it owns. */
export const servicesRoutes: RouteObject[] = [
  ...manifestRoutes(manifest as RouteManifest, {
    '/service/service-package': <ServicePackagePage />,
    '/service/checkup-request': <CheckupRequestPage />,
    '/service/service-history': <ServiceHistoryPage />,
    '/service/service-history/detail': <ServiceHistoryDetailPage />,
    '/service/tutorial': <TutorialPage />,
  }),
  { path: '*', element: <NotFoundPage /> },
];

export default function ServicesRoutes() {
  return (
    <RemoteSectionFrame section="services" build={process.env.APP_BUILD_ID}>
      {useRoutes(servicesRoutes)}
    </RemoteSectionFrame>
  );
}
