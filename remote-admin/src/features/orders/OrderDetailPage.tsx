import { formatDate, formatUsd, showToast, TitledSection } from '@portal/shared';
import {
  type AdminOrderDetail,
  type OrderActor,
  orderStatusKey,
  paymentMethodKey,
  phnomPenhText,
} from '@portal/shared/contract';
import { Textarea } from '@portal/shared/forms';
import { Table } from '@portal/shared/overlays';
import { useParams } from '@portal/shared/router';
import { Badge, Button, Group, NativeSelect, Stack, Text, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { RecordPage } from '../../common/RecordPage';
import { useChangeOrderStatus } from './api/change-order-status';
import { type OrderPaper, useDownloadOrderPaper } from './api/download-order-paper';
import { useOrder } from './api/get-order';
import { useSetDeliveryPartner } from './api/set-delivery-partner';

const actorKey: Record<OrderActor, string> = {
  customer: 'adminOrderByCustomer',
  gateway: 'adminOrderByGateway',
  staff: 'adminOrderByStaff',
};

/** One order for the sales desk: what was bought, by whom, its history, and the moves the table allows now. */
export default function OrderDetailPage() {
  const id = Number(useParams().id);
  const order = useOrder(id);
  return (
    <RecordPage
      titleKey="adminOrder"
      back={{ to: '/admin/orders', labelKey: 'adminBackToOrders' }}
      record={order}
    >
      {(data) => <OrderView order={data} />}
    </RecordPage>
  );
}

/** Downloads one PDF of the order; a failure is a toast. */
function PaperButton({
  order,
  paper,
  titleKey,
  testId,
}: {
  order: AdminOrderDetail;
  paper: OrderPaper;
  titleKey: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const download = useDownloadOrderPaper(paper);
  return (
    <Button
      variant="default"
      size="xs"
      onClick={() =>
        download.mutate(order, {
          onError: (failure) => showToast({ message: t(errorKeyOf(failure)), color: 'red' }),
        })
      }
      loading={download.isPending}
      data-testid={testId}
    >
      {t(titleKey)}
    </Button>
  );
}

function OrderView({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation();
  const money = order.paymentDetail;
  return (
    <>
      <Group>
        <Text fw={700}>{t('orderNumberLabel', { number: order.orderNumber })}</Text>
        <Badge data-testid="admin-order-status">{t(orderStatusKey(order.status))}</Badge>
        <Text size="sm" c="dimmed">
          {t('orderPlacedOn', { date: formatDate(order.createdAt) })}
        </Text>
        <PaperButton order={order} paper="receipt" titleKey="receiptTitle" testId="admin-order-receipt" />
        <PaperButton order={order} paper="pickList" titleKey="pickListTitle" testId="admin-order-pick-list" />
        <PaperButton
          order={order}
          paper="deliveryNote"
          titleKey="deliveryNoteTitle"
          testId="admin-order-delivery-note"
        />
      </Group>
      <MoveOrder order={order} />
      {order.deliveryType === 'delivery' && <DeliveryPartner order={order} />}
      <TitledSection title={t('adminCustomer')}>
        <Text size="sm">{`${order.customer.firstName} ${order.customer.lastName}`}</Text>
        <Text size="sm" c="dimmed">
          {[order.customer.phone, order.customer.email].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">{order.addressText ?? `${t('orderPickup')}: ${order.pickupSite?.name ?? ''}`}</Text>
        {order.remark && (
          <Text size="sm">
            {t('orderRemark')}: {order.remark}
          </Text>
        )}
      </TitledSection>
      <TitledSection title={t('orderItems')}>
        <Table>
          <Table.Tbody>
            {order.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  {line.name}{' '}
                  <Text span size="xs" c="dimmed">
                    {line.variantName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {t('orderQuantityTimesPrice', {
                    quantity: line.quantity,
                    price: formatUsd(line.unitPrice),
                  })}
                </Table.Td>
                <Table.Td>{formatUsd(line.lineTotal)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm">
          {t('checkoutPaymentMethod')}: {t(paymentMethodKey[order.paymentMethod])} ·{' '}
          {t(order.paymentStatus === 'paid' ? 'orderPaymentPaid' : 'orderPaymentUnpaid')}
          {order.paymentReference ? ` · ${order.paymentReference}` : ''}
        </Text>
        <Text size="sm">
          {t('cartSubtotal')} {formatUsd(money.subtotalAmount)} · {t('checkoutDeliveryFee')}{' '}
          {formatUsd(money.deliveryFee)}
          {order.couponCode
            ? ` · ${t('orderCouponDiscount', { code: order.couponCode })} −${formatUsd(money.couponDiscountAmount)}`
            : ''}
          {money.pointsRedeemed > 0
            ? ` · ${t('orderPointsDiscount', { points: money.pointsRedeemed })} −${formatUsd(money.pointsDiscountAmount)}`
            : ''}
        </Text>
        <Text fw={700} data-testid="admin-order-total">
          {t('cartTotal')}: {formatUsd(order.totalAmount)}
        </Text>
      </TitledSection>
      <TitledSection title={t('orderStatusHistory')}>
        <Stack gap={4} component="ol" style={{ paddingInlineStart: 20, margin: 0 }}>
          {order.history.map((step) => (
            <li key={`${step.toStatus}-${step.createdAt}`}>
              <Text size="sm">
                {t(orderStatusKey(step.toStatus))} · {t(actorKey[step.by])} ·{' '}
                <time dateTime={step.createdAt}>{phnomPenhText(step.createdAt)}</time>
              </Text>
              {step.remark && (
                <Text size="xs" c="dimmed">
                  {i18n.exists(step.remark) ? t(step.remark) : step.remark}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      </TitledSection>
    </>
  );
}

/** Who brings a delivery order; the customer sees the name and phone on the order. */
function DeliveryPartner({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const [name, setName] = useState(order.deliveryPartner?.name ?? '');
  const [phone, setPhone] = useState(order.deliveryPartner?.phone ?? '');
  const [error, setError] = useState<{ field: 'name' | 'phone'; key: string } | null>(null);
  const save = useSetDeliveryPartner(order.id);
  const onSave = () =>
    save.mutate(
      { name, phone },
      {
        onSuccess: (saved) => {
          setError(null);
          setName(saved.deliveryPartner?.name ?? name);
          setPhone(saved.deliveryPartner?.phone ?? phone);
          showToast({ message: t('adminDeliveryPartnerSaved') });
        },
        onError: (failure) => {
          const key = errorKeyOf(failure);
          setError({ field: key === 'invalidPhoneNumber' ? 'phone' : 'name', key });
        },
      },
    );
  return (
    <TitledSection title={t('adminDeliveryPartner')}>
      <Group align="flex-end">
        <TextInput
          label={t('adminDeliveryPartnerName')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error?.field === 'name' ? t(error.key) : undefined}
          maxLength={80}
          data-testid="admin-delivery-partner-name"
        />
        <TextInput
          label={t('adminDeliveryPartnerPhone')}
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={error?.field === 'phone' ? t(error.key) : undefined}
          type="tel"
          maxLength={20}
          data-testid="admin-delivery-partner-phone"
        />
        <Button onClick={onSave} loading={save.isPending} data-testid="admin-delivery-partner-save">
          {t('adminDeliveryPartnerSave')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('adminDeliveryPartnerHint')}
      </Text>
    </TitledSection>
  );
}

/** The next status from the shop's table, with a remark the customer sees (required to cancel or reject). */
function MoveOrder({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState('');
  const move = useChangeOrderStatus(order.id);
  if (!order.nextStatuses.length) return <Text c="dimmed">{t('adminOrderNoMoves')}</Text>;
  const chosen = status || (order.nextStatuses[0] ?? '');
  const onMove = () =>
    move.mutate(
      { status: chosen, remark },
      {
        onSuccess: () => {
          setStatus('');
          setRemark('');
          setError('');
          showToast({ message: t('adminOrderMoved') });
        },
        onError: (failure) => setError(errorKeyOf(failure)),
      },
    );
  return (
    <TitledSection title={t('adminOrderMove')}>
      <Group align="flex-end">
        <NativeSelect
          label={t('adminOrderMoveTo')}
          value={chosen}
          data={order.nextStatuses.map((value) => ({ value, label: t(orderStatusKey(value)) }))}
          onChange={(event) => setStatus(event.currentTarget.value)}
        />
        <Textarea
          label={t('orderRemark')}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
          error={error ? t(error) : undefined}
          autosize
          minRows={1}
          w={360}
        />
        <Button onClick={onMove} loading={move.isPending}>
          {t('adminOrderApply')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('adminOrderMoveHint')}
      </Text>
    </TitledSection>
  );
}
