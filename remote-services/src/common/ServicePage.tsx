import {
  dialogAtom,
  isLoggedInAtom,
  PageHeading,
  settingsAtom,
  useProfile,
  useSettings,
} from '@portal/shared';
import type { SettingKey } from '@portal/shared/contract';
import { Alert, Button, Skeleton, Stack } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceAccess } from './service-access';

type ServicePageProps = {
  titleKey: string;
  setting: SettingKey;
  businessPartnerOnly?: boolean;
  signInRequired?: boolean;
  children: ReactNode;
};

/** A services page behind its switch and its audience: the page itself, or a plain sentence saying why not. */
export function ServicePage({
  titleKey,
  setting,
  businessPartnerOnly,
  signInRequired,
  children,
}: ServicePageProps) {
  const { t } = useTranslation();
  // The host loads the switches for its menu; standalone, this call does it.
  useSettings();
  const settings = useAtomValue(settingsAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const profile = useProfile();
  const openDialog = useSetAtom(dialogAtom);
  const access = serviceAccess({
    settings,
    setting,
    businessPartnerOnly,
    signInRequired,
    loggedIn,
    customerGroupId: profile.data?.customerGroup.id,
  });

  return (
    <Stack gap="md">
      <PageHeading titleKey={titleKey} />
      {access === 'hidden' && (
        <Alert color="gray" title={t('serviceFeatureNotAvailableTitle')}>
          {t('serviceFeatureNotAvailable')}
        </Alert>
      )}
      {access === 'signIn' && (
        <Alert
          color="orange"
          title={businessPartnerOnly ? t('onlyBpAccountIsAllowed') : t('serviceSignInTitle')}
        >
          <Stack gap="sm" align="flex-start">
            {t('serviceSignInToContinue')}
            <Button onClick={() => openDialog('login')}>{t('serviceSignIn')}</Button>
          </Stack>
        </Alert>
      )}
      {access === 'loading' &&
        (profile.isError ? (
          <Alert color="red">{t('serviceCouldNotLoad')}</Alert>
        ) : (
          <Stack gap="xs" aria-busy="true">
            <Skeleton height={24} />
            <Skeleton height={80} />
          </Stack>
        ))}
      {access === 'notBusinessPartner' && (
        <Alert color="orange" title={t('onlyBpAccountIsAllowed')}>
          {t('serviceBusinessPartnerOnlyHint')}
        </Alert>
      )}
      {access === 'allowed' && children}
    </Stack>
  );
}
