import { cssVariablesResolver, MantineProvider, theme } from '@portal/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as StoreProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { TranslationsGate } from '../i18n/TranslationsGate';
import { queryClient } from '../query/query-client';
import { portalStore } from '../session/store';
import { Toasts } from '../toast/Toasts';

/** Everything a page of the portal runs inside; each app adds its own router around it. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StoreProvider store={portalStore}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <Toasts />
          <I18nextProvider i18n={i18n}>
            <TranslationsGate>{children}</TranslationsGate>
          </I18nextProvider>
        </MantineProvider>
      </QueryClientProvider>
    </StoreProvider>
  );
}
