import { NotFoundPage, RemoteSectionFrame } from '@portal/shared';
import { type RouteObject, useRoutes } from '@portal/shared/router';
import { lazy } from 'react';

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

/** The academy section's pages at their spec URLs; the host mounts this component for the paths it owns. */
export const academyRoutes: RouteObject[] = [
  { path: '/academy/barista-request', element: <BaristaRequestPage /> },
  { path: '/academy/barista-request/training-history', element: <BaristaRequestHistoryPage /> },
  { path: '/academy/training-course', element: <TrainingCoursePage /> },
  { path: '/academy/training-course/training-request', element: <TrainingRequestPage /> },
  { path: '/academy/training-course/training-history', element: <TrainingHistoryPage /> },
  { path: '/academy/video-tutorial', element: <VideoTutorialPage /> },
  { path: '/academy/barista-pool', element: <BaristaPoolPage /> },
  { path: '/academy/barista-pool/barista-pool-detail', element: <BaristaPoolDetailPage /> },
  { path: '/academy/barista-pool/create-barista-pool', element: <CreateBaristaPoolPage /> },
  { path: '/academy/candidate-pool', element: <CandidatePoolPage /> },
  { path: '/academy/candidate-pool/candidate-detail', element: <CandidateDetailPage /> },
  { path: '/academy/candidate-pool/create-candidate-pool', element: <CreateCandidatePoolPage /> },
  { path: '/academy/vacancy', element: <VacancyListPage /> },
  { path: '/academy/vacancy/my-applications', element: <MyApplicationsPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export default function AcademyRoutes() {
  return (
    <RemoteSectionFrame section="academy" build={process.env.APP_BUILD_ID}>
      {useRoutes(academyRoutes)}
    </RemoteSectionFrame>
  );
}
