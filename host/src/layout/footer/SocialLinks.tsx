import { Anchor, Group, Stack, Title } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { portalConfig } from '../../app/portal-config';

/** Social pages and the two app stores, as plain links: the footer loads no images and no pop-up code. */
export function SocialLinks() {
  const { t } = useTranslation();
  const { appStore, googlePlay } = portalConfig.appStores;
  const external = { target: '_blank', rel: 'noopener noreferrer', size: 'sm' } as const;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('footerFollowUs')}
      </Title>
      <Group gap="sm">
        {portalConfig.socialLinks.map((link) => (
          <Anchor key={link.key} href={link.href} {...external}>
            {t(link.labelKey)}
          </Anchor>
        ))}
      </Group>
      <Title order={2} size="h4" mt="sm">
        {t('getTheApp')}
      </Title>
      <Group gap="sm">
        <Anchor href={appStore} {...external}>
          {t('appStoreLink')}
        </Anchor>
        <Anchor href={googlePlay} {...external}>
          {t('googlePlayLink')}
        </Anchor>
      </Group>
    </Stack>
  );
}
