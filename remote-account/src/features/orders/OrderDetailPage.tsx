import {
  expectedDeliveryMessage,
  formatDate,
  formatUsd,
  LoadFailed,
  NA,
  showToast,
  TitledSection,
  toClientError,
} from '@portal/shared';
import { type OrderDetail, orderStatusKey, paymentMethodKey, phnomPenhText } from '@portal/shared/contract';
import { Modal } from '@portal/shared/overlays';
import { useNavigate, useParams } from '@portal/shared/router';
import { Alert, Anchor, Badge, Button, Divider, Group, Paper, Stack, Text } from '@portal/shared/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';
import { ListSkeleton } from '../../common/ListSkeleton';
import { idFromQuery } from '../../common/paging';
import { useCancelOrder } from './api/cancel-order';
import { useDownloadReceipt } from './api/download-receipt';
import { useOrder } from './api/get-order';
import { useReorder } from './api/reorder';
import { customerCanCancel } from './order-history';

function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

function Totals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const money = order.paymentDetail;
  return (
    <TitledSection title={t('orderTotals')}>
      <Row label={t('cartSubtotal')} value={formatUsd(money.subtotalAmount)} />
      {money.totalDiscountAmount > 0 && (
        <Row label={t('cartDiscount')} value={`−${formatUsd(money.totalDiscountAmount)}`} />
      )}
      {money.couponDiscountAmount > 0 && (
        <Row
          label={t('orderCouponDiscount', { code: order.couponCode ?? NA })}
          value={`−${formatUsd(money.couponDiscountAmount)}`}
        />
      )}
      {money.pointsRedeemed > 0 && (
        <Row
          label={t('orderPointsDiscount', { points: money.pointsRedeemed })}
          value={`−${formatUsd(money.pointsDiscountAmount)}`}
        />
      )}
      <Row
        label={t('checkoutDeliveryFee')}
        value={money.deliveryFee > 0 ? formatUsd(money.deliveryFee) : t('checkoutFree')}
      />
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('cartTotal')}</Text>
        <Text fw={700} data-testid="order-total">
          {formatUsd(order.totalAmount)}
        </Text>
      </Group>
    </TitledSection>
  );
}

function Detail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const order = useOrder(id);
  const cancel = useCancelOrder();
  const again = useReorder();
  const receipt = useDownloadReceipt();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (order.isPending) {
    return <ListSkeleton rowHeight={120} />;
  }
  if (order.isError) return <LoadFailed error={order.error} onRetry={() => order.refetch()} />;
  const detail = order.data;
  const expected = expectedDeliveryMessage(detail.expectedDelivery);

  const confirmCancel = async () => {
    setError(null);
    try {
      await cancel.mutateAsync(detail.id);
      setConfirming(false);
      showToast({ message: t('orderCanceledToast') });
    } catch (err) {
      setConfirming(false);
      setError(toClientError(err).message);
    }
  };
  const getReceipt = async () => {
    setError(null);
    try {
      await receipt.mutateAsync(detail);
    } catch (err) {
      setError(toClientError(err).message);
    }
  };
  const orderAgain = async () => {
    setError(null);
    try {
      const result = await again.mutateAsync(detail.id);
      if (result.added === 0) {
        setError('orderReorderNothingAdded');
        return;
      }
      showToast({
        message:
          result.skipped > 0 ? t('orderReorderedSome', { count: result.skipped }) : t('orderReordered'),
      });
      navigate('/cart');
    } catch (err) {
      setError(toClientError(err).message);
    }
  };

  return (
    <Stack>
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Group justify="space-between">
            <Text fw={700} size="lg">
              {t('orderNumberLabel', { number: detail.orderNumber })}
            </Text>
            <Badge size="lg" variant="light" data-testid="order-detail-status">
              {t(orderStatusKey(detail.status))}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('orderPlacedOn', { date: formatDate(detail.createdAt) })}
          </Text>
        </Stack>
      </Paper>
      {error && (
        <Alert color="red" role="alert">
          {t(error)}
        </Alert>
      )}
      <Group>
        <Button onClick={orderAgain} loading={again.isPending} data-testid="order-again">
          {t('orderAgain')}
        </Button>
        <Button
          variant="default"
          onClick={getReceipt}
          loading={receipt.isPending}
          data-testid="order-receipt"
        >
          {t('receiptTitle')}
        </Button>
        {customerCanCancel(detail) && (
          <Button
            color="red"
            variant="outline"
            onClick={() => setConfirming(true)}
            data-testid="order-cancel"
          >
            {t('orderCancel')}
          </Button>
        )}
      </Group>
      <TitledSection title={t('orderItems')}>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {detail.lines.map((line) => (
            <Group
              key={line.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              data-testid="order-line"
            >
              <Stack gap={0}>
                <Text fw={500}>{line.name}</Text>
                {line.variantName && (
                  <Text size="xs" c="dimmed">
                    {line.variantName}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {t('orderQuantityTimesPrice', {
                    quantity: line.quantity,
                    price: formatUsd(line.unitPrice),
                  })}
                </Text>
              </Stack>
              <Text fw={600}>{formatUsd(line.lineTotal)}</Text>
            </Group>
          ))}
        </Stack>
      </TitledSection>
      <TitledSection title={t('checkoutPayment')}>
        <Row label={t('checkoutPaymentMethod')} value={t(paymentMethodKey[detail.paymentMethod])} />
        <Row
          label={t('orderPaymentState')}
          value={detail.paymentStatus === 'paid' ? t('orderPaymentPaid') : t('orderPaymentUnpaid')}
          testId="order-payment-state"
        />
        <Row label={t('orderPaidAt')} value={formatDate(detail.paidAt)} />
      </TitledSection>
      <TitledSection title={detail.deliveryType === 'pickup' ? t('orderPickup') : t('checkoutDelivery')}>
        {detail.deliveryType === 'pickup' ? (
          <Row
            label={t('checkoutPickupPlace')}
            value={detail.pickupSite ? `${detail.pickupSite.name} — ${detail.pickupSite.address}` : ''}
          />
        ) : (
          <>
            <Row label={t('checkoutAddress')} value={detail.addressText ?? NA} />
            {detail.distanceKm !== null && (
              <Row label={t('orderDistance')} value={t('checkoutDistanceKm', { km: detail.distanceKm })} />
            )}
            {detail.deliveryPartner && (
              <Row
                label={t('orderDeliveryPartner')}
                testId="order-delivery-partner"
                value={
                  <>
                    {detail.deliveryPartner.name} ·{' '}
                    <Anchor
                      href={`tel:${detail.deliveryPartner.phone}`}
                      data-testid="order-delivery-partner-phone"
                    >
                      {detail.deliveryPartner.phone}
                    </Anchor>
                  </>
                }
              />
            )}
          </>
        )}
        <Text size="sm">{t(expected.key, expected.values)}</Text>
      </TitledSection>
      <Totals order={detail} />
      <TitledSection title={t('orderStatusHistory')}>
        <Stack gap={4} component="ol" style={{ paddingInlineStart: 20, margin: 0 }}>
          {detail.history.map((step) => (
            <li key={`${step.toStatus}-${step.createdAt}`} data-testid="order-history-step">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{t(orderStatusKey(step.toStatus))}</Text>
                <Text size="sm" c="dimmed" data-testid="order-history-time">
                  <time dateTime={step.createdAt}>{phnomPenhText(step.createdAt)}</time>
                </Text>
              </Group>
              {step.remark && (
                <Text size="xs" c="dimmed" data-testid="order-history-remark">
                  {i18n.exists(step.remark) ? t(step.remark) : step.remark}
                </Text>
              )}
            </li>
          ))}
        </Stack>
        <Text size="xs" c="dimmed">
          {t('orderTimesInPhnomPenh')}
        </Text>
      </TitledSection>
      <TitledSection title={t('orderRemark')}>
        <Text size="sm" data-testid="order-remark">
          {detail.remark ?? NA}
        </Text>
      </TitledSection>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('orderCancelConfirmTitle')}
        centered
      >
        <Stack>
          <Text>{t('orderCancelConfirmText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('orderKeep')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={confirmCancel}
              data-testid="order-cancel-confirm"
            >
              {t('orderCancelConfirmButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

export default function OrderDetailPage() {
  const { t } = useTranslation();
  const id = idFromQuery(useParams().id ?? null);
  return (
    <AccountPage titleKey="orderDetail" back={{ to: '/profile/order-history', labelKey: 'orderHistory' }}>
      {id ? (
        <Detail id={id} />
      ) : (
        <Alert color="red" role="alert">
          {t('orderNotFound')}
        </Alert>
      )}
    </AccountPage>
  );
}
