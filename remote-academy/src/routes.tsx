import { NotFoundPage, RemoteSectionFrame } from '@portal/shared';
import { manifestRoutes, type RouteManifest, type RouteObject, useRoutes } from '@portal/shared/router';
import { lazy } from 'react';
import manifest from './route-manifest.json';

const BaristaRequestPage = lazy(() => import('./features/barista-requests/BaristaRequestPage'));
const BaristaRequestHistoryPage = lazy(() => import('./features/barista-requests/BaristaRequestHistoryPage'));
const TrainingCoursePage = lazy(() => import('./features/training/TrainingCoursePage'));
const TrainingRequestPage = lazy(() => import('./features/training/TrainingRequestPage'));
const TrainingHistoryPage = lazy(() => import('./features/training/TrainingHistoryPage'));
const VideoTutorialPage = lazy(() => import('./features/video-tutorials/VideoTutorialPage'));
const BaristaPoolPage = lazy(() => import('./features/barista-pool/BaristaPoolPage'));
const BaristaPoolDetailPage = lazy(() => import('./features/barista-pool/BaristaPoolDetailPage'));
const CreateBaristaPoolPage = lazy(() => import('./features/barista-pool/CreateBaristaPoolPage'));
const CandidatePoolPage = lazy(() => import('./features/candidate-pool/CandidatePoolPage'));
const CandidateDetailPage = lazy(() => import('./features/candidate-pool/CandidateDetailPage'));
const CreateCandidatePoolPage = lazy(() => import('./features/candidate-pool/CreateCandidatePoolPage'));
const VacancyListPage = lazy(() => import('./features/vacancies/VacancyListPage'));
const MyApplicationsPage = lazy(() => import('./features/vacancies/MyApplicationsPage'));

/** The academy section's pages at the spec URLs its route manifest lists; the host mounts this component for the paths it owns. */
export const academyRoutes: RouteObject[] = [
  ...manifestRoutes(manifest as RouteManifest, {
    '/academy/barista-request': <BaristaRequestPage />,
    '/academy/barista-request/training-history': <BaristaRequestHistoryPage />,
    '/academy/training-course': <TrainingCoursePage />,
    '/academy/training-course/training-request': <TrainingRequestPage />,
    '/academy/training-course/training-history': <TrainingHistoryPage />,
    '/academy/video-tutorial': <VideoTutorialPage />,
    '/academy/barista-pool': <BaristaPoolPage />,
    '/academy/barista-pool/barista-pool-detail': <BaristaPoolDetailPage />,
    '/academy/barista-pool/create-barista-pool': <CreateBaristaPoolPage />,
    '/academy/candidate-pool': <CandidatePoolPage />,
    '/academy/candidate-pool/candidate-detail': <CandidateDetailPage />,
    '/academy/candidate-pool/create-candidate-pool': <CreateCandidatePoolPage />,
    '/academy/vacancy': <VacancyListPage />,
    '/academy/vacancy/my-applications': <MyApplicationsPage />,
  }),
  { path: '*', element: <NotFoundPage /> },
];

export default function AcademyRoutes() {
  return (
    <RemoteSectionFrame section="academy" build={process.env.APP_BUILD_ID}>
      {useRoutes(academyRoutes)}
    </RemoteSectionFrame>
  );
}
