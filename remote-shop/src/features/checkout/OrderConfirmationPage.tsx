import { expectedDeliveryText, formatUsd, PageHeading, toClientError } from '@portal/shared';
import { orderStatusKey } from '@portal/shared/contract';
import { Link, useParams } from '@portal/shared/router';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { useOrder } from '../../common/checkout/api/get-order';
import { KhqrCard } from '../../common/checkout/KhqrCard';

/** Order confirmation: number, status, totals, expected delivery; a KHQR to scan while an online payment is awaited. */
export default function OrderConfirmationPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const order = useOrder(id);
  return (
    <Stack>
      <PageHeading titleKey="orderConfirmationTitle" />
      {order.isPending ? (
        <Skeleton h={200} />
      ) : order.isError ? (
        <Alert color="red">{t(toClientError(order.error).message)}</Alert>
      ) : (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Text>{t('orderConfirmationThanks')}</Text>
            <Group>
              <Text fw={700} data-testid="order-number">
                {order.data.orderNumber}
              </Text>
              <Badge data-testid="order-status" data-status={order.data.status}>
                {t(orderStatusKey(order.data.status))}
              </Badge>
            </Group>
            <Text>
              {t('cartTotal')}: <b data-testid="order-total">{formatUsd(order.data.totalAmount)}</b>
            </Text>
            <Text size="sm" data-testid="expected-delivery">
              {expectedDeliveryText(order.data.expectedDelivery, t)}
            </Text>
            {order.data.pickupSite && (
              <Text size="sm" data-testid="pickup-site">
                {order.data.pickupSite.name} — {order.data.pickupSite.address}
              </Text>
            )}
            {order.data.status === 'waiting_for_payment' && order.data.khqr && (
              <Stack gap="xs" align="center">
                <Text fw={600}>{t('orderScanKhqr')}</Text>
                <KhqrCard order={{ ...order.data, khqr: order.data.khqr }} />
                <Text size="sm" c="dimmed">
                  {t('orderWaitingForPayment')}
                </Text>
              </Stack>
            )}
            {order.data.paymentStatus === 'paid' && (
              <Text c="green" data-testid="order-paid">
                {t('orderPaid')}
              </Text>
            )}
            <Group>
              <Button component={Link} to="/">
                {t('cartContinueShopping')}
              </Button>
              <Button component={Link} variant="light" to={`/profile/order-history/detail/${order.data.id}`}>
                {t('orderViewDetail')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
