import { socialClientId } from '@portal/shared';
import type { SocialProvider } from '@portal/shared/contract';
import { Button, Divider, Stack } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { providerSignInUrl, SOCIAL_NONCE_KEY, signInNonce } from './social-flow';

const providers: { provider: SocialProvider; labelKey: string }[] = [
  { provider: 'google', labelKey: 'shellContinueWithGoogle' },
  { provider: 'facebook', labelKey: 'shellContinueWithFacebook' },
  { provider: 'apple', labelKey: 'shellContinueWithApple' },
  { provider: 'sandbox', labelKey: 'shellContinueWithSandbox' },
];

/**
 * A button per social provider this deployment has a client id for, under an "or"; nothing when it has none.
 * `remember` is the sign-in dialog's "Keep me signed in", which a social sign-in follows like one by password.
 */
export function SocialButtons({ remember = false }: { remember?: boolean }) {
  const { t, i18n } = useTranslation();
  const configured = providers.flatMap((entry) => {
    const clientId = socialClientId(entry.provider);
    return clientId ? [{ ...entry, clientId }] : [];
  });
  if (!configured.length) return null;
  const start = (provider: SocialProvider, clientId: string) => {
    const nonce = signInNonce(remember);
    sessionStorage.setItem(SOCIAL_NONCE_KEY, nonce);
    window.location.assign(
      providerSignInUrl(provider, clientId, window.location.origin, nonce, i18n.language),
    );
  };
  return (
    <Stack gap="xs">
      <Divider label={t('shellOrSignInWith')} labelPosition="center" />
      {configured.map(({ provider, labelKey, clientId }) => (
        <Button key={provider} variant="default" onClick={() => start(provider, clientId)}>
          {t(labelKey)}
        </Button>
      ))}
    </Stack>
  );
}
