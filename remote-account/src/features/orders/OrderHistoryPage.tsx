import { formatDate, formatUsd, LoadFailed } from '@portal/shared';
import { orderStatusKey } from '@portal/shared/contract';
import { DayInput } from '@portal/shared/forms';
import { Link, useSearchParams } from '@portal/shared/router';
import { Alert, Badge, Box, Button, Group, Paper, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';
import { ListSkeleton } from '../../common/ListSkeleton';
import { pageCount } from '../../common/paging';
import { useOrderCount } from './api/get-order-count';
import { useOrders } from './api/get-orders';
import {
  dateRangeIsValid,
  dayFromQuery,
  type OrderTab,
  orderPageSize,
  orderTabs,
  tabCount,
  tabFromQuery,
} from './order-history';

const tabLabelKey = (tab: OrderTab) => (tab === 'all' ? 'orderAllTab' : orderStatusKey(tab));

function OrderHistory() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const startDate = dayFromQuery(params.get('startDate'));
  const endDate = dayFromQuery(params.get('endDate'));
  const rangeOk = dateRangeIsValid(startDate, endDate);
  const count = useOrderCount();
  const list = useOrders({ tab, page, startDate, endDate });

  /** Changing the tab or the dates starts again at page 1. */
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const total = list.data?.total ?? 0;
  const pages = pageCount(total, orderPageSize);
  return (
    <Stack>
      <Box style={{ overflowX: 'auto' }}>
        <Group gap="xs" wrap="nowrap" role="group" aria-label={t('orderStatusTabs')} pb={4}>
          {orderTabs.map((item) => {
            const n = tabCount(count.data, item);
            return (
              <Button
                key={item}
                size="xs"
                variant={item === tab ? 'filled' : 'default'}
                aria-pressed={item === tab}
                data-testid={`order-tab-${item}`}
                // The row scrolls sideways; a tab squeezed to fit would cut its label to "Pe".
                style={{ flexShrink: 0 }}
                onClick={() => update({ status: item === 'all' ? '' : item })}
                rightSection={
                  n === null ? null : (
                    <Badge size="sm" variant={item === tab ? 'white' : 'light'} data-testid="order-tab-count">
                      {n}
                    </Badge>
                  )
                }
              >
                {t(tabLabelKey(item))}
              </Button>
            );
          })}
        </Group>
      </Box>
      <Group align="flex-end" gap="sm">
        <DayInput
          label={t('orderFilterFrom')}
          value={startDate}
          max={endDate || undefined}
          onChange={(day) => update({ startDate: dayFromQuery(day) })}
          data-testid="order-start-date"
        />
        <DayInput
          label={t('orderFilterTo')}
          value={endDate}
          min={startDate || undefined}
          onChange={(day) => update({ endDate: dayFromQuery(day) })}
          data-testid="order-end-date"
        />
        {(startDate || endDate) && (
          <Button variant="subtle" onClick={() => update({ startDate: '', endDate: '' })}>
            {t('orderFilterClear')}
          </Button>
        )}
      </Group>
      {!rangeOk && (
        <Alert color="orange" role="alert">
          {t('orderDateRangeInvalid')}
        </Alert>
      )}
      {list.isPending ? (
        <ListSkeleton rowHeight={88} />
      ) : list.isError ? (
        <LoadFailed error={list.error} onRetry={() => list.refetch()} />
      ) : total === 0 ? (
        <Paper withBorder p="lg">
          <Text c="dimmed">{t('orderNoOrders')}</Text>
        </Paper>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.orders.map((order) => (
            <Box component="li" key={order.id}>
              <Paper
                withBorder
                p="sm"
                component={Link}
                to={`/profile/order-history/detail/${order.id}`}
                data-testid="order-row"
                data-order-id={order.id}
                style={{ display: 'block', textDecoration: 'none', color: 'inherit' }}
              >
                <Group justify="space-between" gap="xs">
                  <Text fw={700}>{t('orderNumberLabel', { number: order.orderNumber })}</Text>
                  <Badge variant="light" data-testid="order-status" style={{ flexShrink: 0 }}>
                    {t(orderStatusKey(order.status))}
                  </Badge>
                </Group>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" c="dimmed">
                    {t('orderPlacedOn', { date: formatDate(order.createdAt) })} ·{' '}
                    {t('orderItemCount', { count: order.itemCount })}
                  </Text>
                  <Text fw={600}>{formatUsd(order.totalAmount)}</Text>
                </Group>
              </Paper>
            </Box>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Group justify="center" gap="sm" component="nav" aria-label={t('accountPages')}>
          <Button
            variant="default"
            size="xs"
            disabled={page <= 1}
            onClick={() => update({ page: String(page - 1) })}
          >
            {t('accountPreviousPage')}
          </Button>
          <Text size="sm">{t('accountPageOf', { page, pages })}</Text>
          <Button
            variant="default"
            size="xs"
            disabled={page >= pages}
            onClick={() => update({ page: String(page + 1) })}
          >
            {t('accountNextPage')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export default function OrderHistoryPage() {
  return (
    <AccountPage titleKey="orderHistory" back={{ to: '/profile', labelKey: 'profile' }}>
      <OrderHistory />
    </AccountPage>
  );
}
