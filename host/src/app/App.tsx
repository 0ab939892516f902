import { AppProviders } from '@portal/shared';
import { BrowserRouter } from '@portal/shared/router';
import { useEffect } from 'react';
import { ReleaseHealthPageViews } from '../federation/ReleaseHealthPageViews';
import { ReleasePreviewBar } from '../federation/ReleasePreviewBar';
import { RemoteOverrideBar } from '../federation/RemoteOverrideBar';
import { listenForChunkErrors } from './chunk/ChunkErrorBoundary';
import { HostRoutes } from './HostRoutes';
import { ScrollToTop } from './ScrollToTop';
import { SessionEnd } from './SessionEnd';
import { Shell } from './Shell';

export function App() {
  useEffect(listenForChunkErrors, []);
  return (
    <AppProviders>
      <RemoteOverrideBar />
      <ReleasePreviewBar />
      <BrowserRouter>
        <ScrollToTop />
        <ReleaseHealthPageViews />
        <SessionEnd />
        <Shell>
          <HostRoutes />
        </Shell>
      </BrowserRouter>
    </AppProviders>
  );
}
