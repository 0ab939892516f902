import { dialogAtom, isLoggedInAtom, PageHeading, settingsAtom, useProfile } from '@portal/shared';
import { Alert, Button, Skeleton, Stack } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AcademyNav } from './AcademyNav';
import { type AccessRule, pageAccess } from './access';

type AcademyPageProps = AccessRule & { titleKey: string; children: ReactNode };

/** Every academy page: its heading, the section's links, then the page, or why it cannot be shown. */
export function AcademyPage({ titleKey, children, ...rule }: AcademyPageProps) {
  const { t } = useTranslation();
  const settings = useAtomValue(settingsAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setDialog = useSetAtom(dialogAtom);
  const profile = useProfile();
  const access = pageAccess(rule, {
    settings,
    loggedIn,
    customerGroupId: profile.data?.customerGroup.id,
    profileFailed: profile.isError,
  });

  return (
    <Stack gap="md">
      <PageHeading titleKey={titleKey} />
      {access !== 'hidden' && <AcademyNav />}
      {access === 'hidden' && (
        <Alert color="gray" data-testid="academy-page-unavailable">
          {t('academyPageIsNotAvailable')}
        </Alert>
      )}
      {access === 'signIn' && (
        <Alert color="orange">
          <Stack gap="xs" align="flex-start">
            {t('academyPleaseSignInToContinue')}
            <Button size="xs" onClick={() => setDialog('login')}>
              {t('signIn')}
            </Button>
          </Stack>
        </Alert>
      )}
      {access === 'loading' && <Skeleton height={120} />}
      {access === 'error' && (
        <Alert color="red">
          <Stack gap="xs" align="flex-start">
            {t('academyCouldNotLoad')}
            <Button size="xs" variant="light" onClick={() => profile.refetch()}>
              {t('academyTryAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      {access === 'businessPartnerOnly' && (
        <Alert color="orange" data-testid="academy-business-partner-only">
          {t('thisPageAllowsBusinessPartnerOnly')}
        </Alert>
      )}
      {access === 'open' && children}
    </Stack>
  );
}
