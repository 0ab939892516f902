import { Link } from '@portal/shared/router';
import { Anchor, Stack, Text, Title } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

/** Invites businesses to become partners; the request itself is a signed-in dialog, so this leads to sales. */
export function PartnerBlock() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('footerPartnerHeading')}
      </Title>
      <Text size="sm">{t('footerPartnerText')}</Text>
      <Anchor component={Link} to="/contact-us" size="sm" fw={600}>
        {t('footerPartnerLink')}
      </Anchor>
    </Stack>
  );
}
