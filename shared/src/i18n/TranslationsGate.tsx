import { Center, Loader } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { serverMessage } from '../api/errors';
import { FullPageError } from '../components/FullPageError';
import { translationsQuery } from './load-translations';

/** Renders its children once the translations are loaded; without them no screen can be shown. */
export function TranslationsGate({ children }: { children: ReactNode }) {
  const translations = useQuery(translationsQuery());
  // The first screen behind the gate is the biggest render of a visit: deferred, React draws it in slices that
  // leave the browser free, where the query's own update would block it until done.
  const ready = useDeferredValue(translations.isSuccess);
  if (translations.isError) return <FullPageError message={serverMessage(translations.error)} />;
  if (!ready) {
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  }
  return children;
}
