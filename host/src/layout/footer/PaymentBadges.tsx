import { Badge, Group, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

// Text badges stand in for payment logos: no external images, and they read in both languages.
const methods = [
  { key: 'onlineBank', labelKey: 'paymentOnlineBankBadge' },
  { key: 'cashOnDelivery', labelKey: 'paymentCashOnDeliveryBadge' },
  { key: 'creditLine', labelKey: 'paymentCreditLineBadge' },
];

export function PaymentBadges() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="center">
      <Text size="sm" fw={600}>
        {t('footerWeAccept')}
      </Text>
      {methods.map((method) => (
        <Badge key={method.key} variant="outline" color="gray" tt="none">
          {t(method.labelKey)}
        </Badge>
      ))}
    </Group>
  );
}
