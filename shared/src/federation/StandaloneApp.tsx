import { BrowserRouter } from '@portal/shared/router';
import { Container, Text } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppProviders } from '../components/AppProviders';

/** A remote running on its own for its team: the host's providers, theme and API, without the shell. */
export function StandaloneApp({ section, routes }: { section: string; routes: ReactNode }) {
  return (
    <AppProviders>
      <BrowserRouter>
        <Container size={910} py="md">
          <StandaloneBanner section={section} />
          {routes}
        </Container>
      </BrowserRouter>
    </AppProviders>
  );
}

function StandaloneBanner({ section }: { section: string }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" mb="md">
      {t('standaloneSection', { section })}
    </Text>
  );
}
