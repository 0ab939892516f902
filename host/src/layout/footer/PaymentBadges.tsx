import { Group, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { CashLogo, CreditLineLogo, KhqrLogo, MastercardLogo, VisaLogo } from './payment-logos';

const tile = {
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  height: 32,
  padding: '0 8px',
  border: '1px solid var(--mantine-color-gray-3)',
  borderRadius: 6,
  background: 'var(--mantine-color-white)',
};

/**
 * The ways to pay, as the logos shops show (drawn here: no image from elsewhere). Cash on delivery and the partners'
 * credit line have no brand, so their tile also says what they are.
 */
export function PaymentBadges() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="center" align="center">
      <Text size="sm" fw={600}>
        {t('footerWeAccept')}
      </Text>
      <ul
        aria-label={t('footerWeAccept')}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}
      >
        <li style={tile} title={t('paymentOnlineBankBadge')}>
          <KhqrLogo />
        </li>
        <li style={tile} title={t('paymentCardBadge')}>
          <VisaLogo />
          <MastercardLogo />
        </li>
        <li style={tile}>
          <CashLogo label={t('paymentCashOnDeliveryBadge')} />
          <Text size="xs" aria-hidden>
            {t('paymentCashOnDeliveryBadge')}
          </Text>
        </li>
        <li style={tile}>
          <CreditLineLogo label={t('paymentCreditLineBadge')} />
          <Text size="xs" aria-hidden>
            {t('paymentCreditLineBadge')}
          </Text>
        </li>
      </ul>
    </Group>
  );
}
