import { Link } from '@portal/shared/router';
import { Anchor, Group, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

const links = [
  { to: '/delivery-options', labelKey: 'deliveryOptions' },
  { to: '/making-payments', labelKey: 'makingPayments' },
  { to: '/terms-and-conditions', labelKey: 'termsAndConditions' },
  { to: '/privacy-policy', labelKey: 'privacyPolicy' },
];

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer style={{ maxWidth: 1200, margin: '48px auto 0' }}>
      <Group gap="md" justify="center">
        {links.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} size="sm">
            {t(link.labelKey)}
          </Anchor>
        ))}
      </Group>
      <Text size="xs" c="dimmed" ta="center" mt="sm">
        © {new Date().getFullYear()} {t('appName')}
      </Text>
    </footer>
  );
}
