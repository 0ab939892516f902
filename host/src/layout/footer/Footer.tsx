import { Link } from '@portal/shared/router';
import { Anchor, Divider, Group, Stack, Text, Title } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { portalConfig } from '../../app/portal-config';
import { PartnerBlock } from './PartnerBlock';
import { PaymentBadges } from './PaymentBadges';
import { SocialLinks } from './SocialLinks';
import { SubscribeBox } from './SubscribeBox';

export const footerLinks = [
  { to: '/delivery-options', labelKey: 'deliveryOptions' },
  { to: '/making-payments', labelKey: 'makingPayments' },
  { to: '/terms-and-conditions', labelKey: 'termsAndConditions' },
  { to: '/privacy-policy', labelKey: 'privacyPolicy' },
  { to: '/about-us', labelKey: 'aboutUs' },
  { to: '/contact-us', labelKey: 'contactUs' },
  { to: '/help-centre', labelKey: 'shellHelpCentre' },
];

const column = { flex: '1 1 220px' };

/** Spec section 9: the footer is at most 1200 px wide. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer style={{ maxWidth: 1200, margin: '48px auto 0' }}>
      <Divider mb="lg" />
      <Group align="flex-start" gap="xl" wrap="wrap">
        <div style={column}>
          <SubscribeBox />
        </div>
        <div style={column}>
          <PartnerBlock />
        </div>
        <nav style={column} aria-label={t('footerInformation')}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('footerInformation')}
            </Title>
            {footerLinks.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {t(link.labelKey)}
              </Anchor>
            ))}
          </Stack>
        </nav>
        <div style={column}>
          <SocialLinks />
        </div>
      </Group>
      <Divider my="lg" />
      <PaymentBadges />
      <Text size="xs" c="dimmed" ta="center" mt="sm">
        © {new Date().getFullYear()} {portalConfig.companyName}
      </Text>
    </footer>
  );
}
