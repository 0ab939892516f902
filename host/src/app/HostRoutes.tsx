import { NotFoundPage } from '@portal/shared';
import { Route, Routes, useLocation } from '@portal/shared/router';
import { Loader } from '@portal/shared/ui';
import { lazy, Suspense } from 'react';
import { RemoteSection } from '../federation/RemoteSection';
import { PageLoading } from '../layout/loading/LoadingBar';
import { ChunkErrorBoundary } from './chunk/ChunkErrorBoundary';
import { accessOf, sectionOf } from './route-table';

const LoginPage = lazy(() => import('../pages/LoginPage'));
const AdminPage = lazy(() => import('../pages/AdminPage'));
const CallbackPage = lazy(() => import('../pages/CallbackPage'));
const DeliveryOptionsPage = lazy(() => import('../pages/static/DeliveryOptionsPage'));
const MakingPaymentsPage = lazy(() => import('../pages/static/MakingPaymentsPage'));
const TermsAndConditionsPage = lazy(() => import('../pages/static/TermsAndConditionsPage'));
const PrivacyPolicyPage = lazy(() => import('../pages/static/PrivacyPolicyPage'));
const AboutUsPage = lazy(() => import('../pages/static/AboutUsPage'));
const ContactUsPage = lazy(() => import('../pages/static/ContactUsPage'));
const HelpCentrePage = lazy(() => import('../pages/help-centre/HelpCentrePage'));

/** The host's own pages; every other URL goes to the remote that owns it, or to the 404 page. */
export function HostRoutes() {
  const { pathname } = useLocation();
  return (
    // A failure stays with the page it happened on: the next page renders afresh.
    <ChunkErrorBoundary resetKey={pathname}>
      <Suspense
        fallback={
          <PageLoading>
            <Loader m="xl" aria-label="loading" />
          </PageLoading>
        }
      >
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/callback" element={<CallbackPage />} />
          <Route path="/delivery-options" element={<DeliveryOptionsPage />} />
          <Route path="/making-payments" element={<MakingPaymentsPage />} />
          <Route path="/terms-and-conditions" element={<TermsAndConditionsPage />} />
          <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
          <Route path="/about-us" element={<AboutUsPage />} />
          <Route path="/contact-us" element={<ContactUsPage />} />
          <Route path="/help-centre" element={<HelpCentrePage />} />
          <Route path="*" element={<SectionOutlet />} />
        </Routes>
      </Suspense>
    </ChunkErrorBoundary>
  );
}

function SectionOutlet() {
  const section = sectionOf(useLocation().pathname);
  // A staff section (the back office) checks for a user first, so a visitor never downloads it (spec section 1).
  if (section && accessOf(section) === 'staff') return <AdminPage name={section} />;
  return section ? <RemoteSection key={section} name={section} /> : <NotFoundPage />;
}
