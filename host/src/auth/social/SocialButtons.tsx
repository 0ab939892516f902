import type { SocialProvider } from '@portal/shared/contract';
import { Button, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { socialClientId } from './social-config';
import { providerSignInUrl, SOCIAL_NONCE_KEY } from './social-flow';

// Brand names stay as they are in every language.
const providers: { provider: SocialProvider; labelKey: string; name: string }[] = [
  { provider: 'google', labelKey: 'shellContinueWithGoogle', name: 'Google' },
  { provider: 'facebook', labelKey: 'shellContinueWithFacebook', name: 'Facebook' },
  { provider: 'apple', labelKey: 'shellContinueWithApple', name: 'Apple' },
];

/** The three social sign-in buttons; a provider without a client id in the configuration says so instead. */
export function SocialButtons() {
  const { t } = useTranslation();
  const [notConfigured, setNotConfigured] = useState<string | null>(null);
  const start = (provider: SocialProvider, name: string) => {
    const clientId = socialClientId(provider);
    if (!clientId) {
      setNotConfigured(t('shellSocialNotConfigured', { provider: name }));
      return;
    }
    const nonce = crypto.randomUUID();
    sessionStorage.setItem(SOCIAL_NONCE_KEY, nonce);
    window.location.assign(providerSignInUrl(provider, clientId, window.location.origin, nonce));
  };
  return (
    <Stack gap="xs">
      {providers.map(({ provider, labelKey, name }) => (
        <Button key={provider} variant="default" onClick={() => start(provider, name)}>
          {t(labelKey)}
        </Button>
      ))}
      {notConfigured && (
        <Text size="sm" role="status">
          {notConfigured}
        </Text>
      )}
    </Stack>
  );
}
