import { NotFoundPage } from '@portal/shared';
import { Route, Routes, useLocation } from '@portal/shared/router';
import { Loader } from '@portal/shared/ui';
import { lazy, Suspense } from 'react';
import { RemoteSection } from '../federation/RemoteSection';
import { sectionOf } from './route-table';

const LoginPage = lazy(() => import('../pages/LoginPage'));
const AdminPage = lazy(() => import('../pages/AdminPage'));
const CallbackPage = lazy(() => import('../pages/CallbackPage'));
const InfoPage = lazy(() => import('../pages/InfoPage'));

/** The host's own pages; every other URL goes to the remote that owns it, or to the 404 page. */
export function HostRoutes() {
  return (
    <Suspense fallback={<Loader m="xl" aria-label="loading" />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/admin/*" element={<AdminPage />} />
        <Route path="/callback" element={<CallbackPage />} />
        <Route path="/delivery-options" element={<InfoPage titleKey="deliveryOptions" />} />
        <Route path="/making-payments" element={<InfoPage titleKey="makingPayments" />} />
        <Route path="/terms-and-conditions" element={<InfoPage titleKey="termsAndConditions" />} />
        <Route path="/privacy-policy" element={<InfoPage titleKey="privacyPolicy" />} />
        <Route path="*" element={<SectionOutlet />} />
      </Routes>
    </Suspense>
  );
}

function SectionOutlet() {
  const section = sectionOf(useLocation().pathname);
  return section ? <RemoteSection key={section} name={section} /> : <NotFoundPage />;
}
