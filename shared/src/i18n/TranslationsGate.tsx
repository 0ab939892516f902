import { Center, Loader } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { serverMessage } from '../api/errors';
import { FullPageError } from '../components/FullPageError';
import { translationsQuery } from './load-translations';

// The API's messages are translation keys ("systemUnderMaintenance"): without translations only a sentence can show.
const messageKey = /^[a-z][A-Za-z0-9]*$/;

/** Renders its children once the translations are loaded; without them no screen can be shown. */
export function TranslationsGate({ children }: { children: ReactNode }) {
  const translations = useQuery(translationsQuery());
  if (translations.isError) {
    const message = serverMessage(translations.error);
    return <FullPageError message={message && !messageKey.test(message) ? message : undefined} />;
  }
  if (translations.isPending) {
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  }
  return children;
}
