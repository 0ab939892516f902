import { Center, Loader } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { serverMessage } from '../api/errors';
import { FullPageError } from '../components/FullPageError';
import { translationsQuery } from './load-translations';

/** Renders its children once the translations are loaded; without them no screen can be shown. */
export function TranslationsGate({ children }: { children: ReactNode }) {
  const translations = useQuery(translationsQuery());
  if (translations.isError) return <FullPageError message={serverMessage(translations.error)} />;
  if (translations.isPending) {
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  }
  return children;
}
