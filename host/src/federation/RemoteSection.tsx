import { loadAllTranslations, translationsCover } from '@portal/shared';
import { useLocation } from '@portal/shared/router';
import { Alert, Loader } from '@portal/shared/ui';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routeOf, type SectionName } from '../app/route-table';
import {
  firstPagePrepared,
  ServerFirstScreen,
  ServerScreenReplaced,
  useHeldScreen,
} from '../layout/first-screen/ServerFirstScreen';
import { PageLoading } from '../layout/loading/LoadingBar';
import { useOnline } from '../layout/offline/use-online';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable, RetrySectionContext } from './RemoteUnavailable';
import { forgetRemote, loadSection } from './remotes';
import { isUnavailable } from './unavailable';

// One lazy component per section, kept across navigation; React.lazy remembers its result, so Retry makes a new one.
const sections = new Map<SectionName, ComponentType>();

function sectionComponent(name: SectionName): ComponentType {
  const cached = sections.get(name);
  if (cached) return cached;
  const Section = lazy(async () => {
    // A section the page's translations do not cover waits for the rest of them too; the section of the server's
    // first screen, for the first page to be prepared.
    const [module] = await Promise.all([
      loadSection(name).catch(() => undefined),
      translationsCover(name) ? undefined : loadAllTranslations(),
      firstPagePrepared(name),
    ]);
    return !module || isUnavailable(module) || !module.default ? { default: RemoteUnavailable } : module;
  });
  sections.set(name, Section);
  return Section;
}

/**
 * While a section's code loads: the loader, or the server's first screen while it is the page's, and the page's title
 * from its route manifest in the tab already. Offline, a section never opened before cannot load (its reads wait for
 * the connection): the page says so instead of spinning, and opens by itself once the connection is back.
 */
function SectionLoading() {
  const { t } = useTranslation();
  const online = useOnline();
  const serverScreen = useHeldScreen();
  const title = routeOf(useLocation().pathname)?.route.title;
  useEffect(() => {
    if (title) document.title = `${t(title)} | Coffee Portal`;
  }, [t, title]);
  if (!online && !serverScreen)
    return (
      <Alert m="xl" color="yellow" role="status">
        {t('offlineSectionWaiting')}
      </Alert>
    );
  return (
    <PageLoading>{serverScreen ? <ServerFirstScreen /> : <Loader m="xl" aria-label="loading" />}</PageLoading>
  );
}

/** Mounts one remote's routes: loaded on first visit, with its own Suspense and error boundary. */
export function RemoteSection({ name }: { name: SectionName }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemote(name);
    sections.delete(name);
    setAttempt((n) => n + 1);
  }, [name]);
  const Section = sectionComponent(name);

  return (
    <RetrySectionContext.Provider value={retry}>
      <RemoteErrorBoundary key={`${name}-${attempt}`} section={name}>
        <Suspense fallback={<SectionLoading />}>
          <Section />
          <ServerScreenReplaced />
        </Suspense>
      </RemoteErrorBoundary>
    </RetrySectionContext.Provider>
  );
}
