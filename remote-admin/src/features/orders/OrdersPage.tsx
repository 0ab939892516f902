import { formatDate, formatUsd, PageHeading } from '@portal/shared';
import {
  type OrderStatus,
  orderStatuses,
  orderStatusKey,
  paymentMethodKey,
  paymentMethods,
} from '@portal/shared/contract';
import { DayInput } from '@portal/shared/forms';
import { Table } from '@portal/shared/overlays';
import { Link, useSearchParams } from '@portal/shared/router';
import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { CsvDownloadButton } from '../../common/CsvDownloadButton';
import { ChoiceFilter, SearchFilter, useListFilter } from '../../common/list-filters';
import { Pager } from '../../common/Pager';
import { type OrderFilter, orderListParams, useOrders } from './api/get-orders';

const noFilter: OrderFilter = {
  status: '',
  paymentMethod: '',
  startDate: '',
  endDate: '',
  customer: '',
  offset: 0,
};

/** Every customer's orders, newest first, with the sales desk's filters; `?status=` and `?customer=` open it filtered. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('status') as OrderStatus | null;
  const status: OrderStatus | '' = asked && orderStatuses.includes(asked) ? asked : '';
  const { filter, change, setOffset } = useListFilter({
    ...noFilter,
    status,
    customer: params.get('customer') ?? '',
  });
  const orders = useOrders(filter);
  return (
    <Stack>
      <PageHeading titleKey="adminOrders" />
      <Group align="flex-end">
        <SearchFilter
          label={t('adminOrderCustomerSearch')}
          value={filter.customer}
          onChange={(customer) => change({ customer })}
        />
        <ChoiceFilter
          label={t('adminStatus')}
          value={filter.status}
          choices={orderStatuses.map((value) => ({ value, label: t(orderStatusKey(value)) }))}
          onChange={(status) => change({ status })}
        />
        <ChoiceFilter
          label={t('checkoutPaymentMethod')}
          value={filter.paymentMethod}
          choices={paymentMethods.map((value) => ({ value, label: t(paymentMethodKey[value]) }))}
          onChange={(paymentMethod) => change({ paymentMethod })}
        />
        <DayInput
          label={t('orderFilterFrom')}
          value={filter.startDate}
          onChange={(startDate) => change({ startDate })}
        />
        <DayInput
          label={t('orderFilterTo')}
          value={filter.endDate}
          onChange={(endDate) => change({ endDate })}
        />
        <CsvDownloadButton path="/orders/export" params={orderListParams(filter)} name="orders" />
      </Group>
      {orders.isPending ? (
        <Skeleton h={160} />
      ) : orders.data?.data.length ? (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminOrderNumber')}</Table.Th>
              <Table.Th>{t('adminOrderPlaced')}</Table.Th>
              <Table.Th>{t('adminCustomer')}</Table.Th>
              <Table.Th>{t('checkoutPaymentMethod')}</Table.Th>
              <Table.Th>{t('adminStatus')}</Table.Th>
              <Table.Th>{t('cartTotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.data.data.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/orders/${order.id}`}>
                    {order.orderNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDate(order.createdAt)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{`${order.customer.firstName} ${order.customer.lastName}`}</Text>
                  <Text size="xs" c="dimmed">
                    {order.customer.phone ?? order.customer.email}
                  </Text>
                </Table.Td>
                <Table.Td>{t(paymentMethodKey[order.paymentMethod])}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{t(orderStatusKey(order.status))}</Badge>
                </Table.Td>
                <Table.Td>{formatUsd(order.totalAmount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">{t('adminNothingHere')}</Text>
      )}
      <Pager meta={orders.data?.meta} onOffset={setOffset} />
    </Stack>
  );
}
