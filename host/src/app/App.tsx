import { AppProviders } from '@portal/shared';
import { BrowserRouter } from '@portal/shared/router';
import { Shell } from '../layout/Shell';
import { HostRoutes } from './HostRoutes';
import { ScrollToTop } from './ScrollToTop';
import { SessionEnd } from './SessionEnd';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <ScrollToTop />
        <SessionEnd />
        <Shell>
          <HostRoutes />
        </Shell>
      </BrowserRouter>
    </AppProviders>
  );
}
