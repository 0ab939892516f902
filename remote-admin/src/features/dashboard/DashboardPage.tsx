import { formatDate, formatUsd, PageHeading } from '@portal/shared';
import {
  type AdminDashboard,
  type DashboardPeriod,
  type DashboardRanked,
  dashboardPeriods,
} from '@portal/shared/contract';
import { DayInput } from '@portal/shared/forms';
import { Link, useSearchParams } from '@portal/shared/router';
import { Anchor, Box, Group, NativeSelect, Paper, Skeleton, Stack, Text } from '@portal/shared/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Section, tileGrid } from '../../common/Section';
import { useDashboard } from './api/get-dashboard';
import { headlineFigures, type PeriodChoice, periodQuery, workTiles } from './dashboard-figures';

const SalesChart = lazy(() => import('./components/SalesChart'));

const periodKeys: Record<DashboardPeriod, string> = {
  today: 'adminDashboardPeriodToday',
  '7d': 'adminDashboardPeriod7d',
  '30d': 'adminDashboardPeriod30d',
  month: 'adminDashboardPeriodMonth',
  custom: 'adminDashboardPeriodCustom',
};

/** The period picked, kept in the address so that going back from a list keeps it. */
function usePeriodChoice() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('period') as DashboardPeriod | null;
  const choice: PeriodChoice = {
    period: asked && dashboardPeriods.includes(asked) ? asked : 'today',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const change = (next: Partial<PeriodChoice>) => {
    const merged = { ...choice, ...next };
    setParams(
      merged.period === 'custom'
        ? { period: merged.period, from: merged.from, to: merged.to }
        : { period: merged.period },
      { replace: true },
    );
  };
  return { choice, change };
}

function RankedList({ rows, testId }: { rows: DashboardRanked[]; testId: string }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <Text c="dimmed">{t('adminDashboardNoSales')}</Text>;
  return (
    <Stack gap="xs" data-testid={testId}>
      {rows.map((row) => (
        <Group key={row.id} justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {(i18n.language === 'km' && row.nameKm) || row.name}
          </Text>
          <Box ta="right" style={{ flexShrink: 0 }}>
            <Text size="sm" fw={600}>
              {formatUsd(row.revenueCents)}
            </Text>
            <Text size="xs" c="dimmed">
              {`${t('adminDashboardSold')}: ${row.quantity}`}
            </Text>
          </Box>
        </Group>
      ))}
    </Stack>
  );
}

function Sales({ sales }: { sales: NonNullable<AdminDashboard['sales']> }) {
  const { t } = useTranslation();
  return (
    <>
      <Text c="dimmed" size="sm" data-testid="dashboard-range">
        {t('adminDashboardRange', {
          from: formatDate(sales.from),
          to: formatDate(sales.to),
          previousFrom: formatDate(sales.previousFrom),
          previousTo: formatDate(sales.previousTo),
        })}
      </Text>
      <Box style={tileGrid(160)}>
        {headlineFigures(sales).map((figure) => (
          <Paper key={figure.key} withBorder p="md">
            <Text size="sm" c="dimmed">
              {t(figure.key)}
            </Text>
            <Text fz={26} fw={700} data-testid={figure.testId}>
              {figure.value}
            </Text>
            <Text size="xs" c="dimmed" data-testid={`${figure.testId}-change`}>
              {t(figure.change.key, { percent: figure.change.percent })}
            </Text>
          </Paper>
        ))}
      </Box>
      <Section title={t('adminDashboardSalesPerDay')}>
        <Suspense fallback={<Skeleton h={280} />}>
          <SalesChart days={sales.days} />
        </Suspense>
      </Section>
      <Box style={tileGrid(280)}>
        <Section title={t('adminDashboardTopProducts')}>
          <RankedList rows={sales.topProducts} testId="top-products" />
        </Section>
        <Section title={t('adminDashboardTopCategories')}>
          <RankedList rows={sales.topCategories} testId="top-categories" />
        </Section>
      </Box>
    </>
  );
}

function LowStock({ lowStock }: { lowStock: NonNullable<AdminDashboard['lowStock']> }) {
  const { t, i18n } = useTranslation();
  return (
    <Section title={t('adminDashboardLowStock', { level: lowStock.level })} testId="low-stock">
      {lowStock.total === 0 ? (
        <Text c="dimmed">{t('adminDashboardNoLowStock', { level: lowStock.level })}</Text>
      ) : (
        <Stack gap="xs">
          {lowStock.variants.map((variant) => (
            <Group key={variant.variantId} justify="space-between" wrap="nowrap" gap="sm">
              <Box style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/admin/products/${variant.productId}`} size="sm">
                  {(i18n.language === 'km' && variant.productNameKm) || variant.productName}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {variant.sku}
                </Text>
              </Box>
              <Text
                size="sm"
                fw={600}
                c={variant.stock === 0 ? 'red.8' : undefined}
                style={{ flexShrink: 0 }}
              >
                {`${t('adminDashboardInStock')}: ${variant.stock}`}
              </Text>
            </Group>
          ))}
          <Anchor component={Link} to="/admin/low-stock" size="xs" data-testid="low-stock-total">
            {t('adminDashboardLowStockMore', { count: lowStock.total })}
          </Anchor>
        </Stack>
      )}
    </Section>
  );
}

/** Sales at a glance for a period, and the work waiting in the areas of the staff member's role. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { choice, change } = usePeriodChoice();
  const query = periodQuery(choice);
  const dashboard = useDashboard(query);
  const data = dashboard.data;
  const tiles = data ? workTiles(data) : [];
  return (
    <Stack>
      <PageHeading titleKey="adminDashboard" />
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('adminDashboardPeriod')}
          value={choice.period}
          data={dashboardPeriods.map((value) => ({ value, label: t(periodKeys[value]) }))}
          onChange={(event) => change({ period: event.currentTarget.value as DashboardPeriod })}
          w={200}
        />
        {choice.period === 'custom' && (
          <>
            <DayInput
              label={t('adminDashboardFrom')}
              value={choice.from}
              onChange={(from) => change({ from })}
            />
            <DayInput label={t('adminDashboardTo')} value={choice.to} onChange={(to) => change({ to })} />
          </>
        )}
      </Group>
      {choice.period === 'custom' && query === null && (
        <Text c="red.8" size="sm" role="alert">
          {t('adminDashboardInvalidRange')}
        </Text>
      )}
      {query !== null && !data ? (
        <Skeleton h={160} />
      ) : data ? (
        <>
          {data.sales && <Sales sales={data.sales} />}
          {tiles.length > 0 && (
            <Section title={t('adminDashboardWaiting')}>
              <Box style={tileGrid(130)}>
                {tiles.map((tile) => (
                  <Anchor
                    key={tile.testId}
                    component={Link}
                    to={tile.to}
                    underline="never"
                    data-testid={tile.testId}
                  >
                    <Paper withBorder p="sm" h="100%">
                      <Text size="sm" c="dimmed">
                        {tile.status ? t(tile.key, { status: t(tile.status) }) : t(tile.key)}
                      </Text>
                      <Text fz={24} fw={700} c="var(--mantine-color-text)">
                        {tile.count}
                      </Text>
                    </Paper>
                  </Anchor>
                ))}
              </Box>
            </Section>
          )}
          {data.lowStock && <LowStock lowStock={data.lowStock} />}
          <Section title={t('adminDashboardShop')}>
            <Group gap="xl">
              {(
                [
                  ['adminCustomers', data.customers],
                  ['adminBusinessPartners', data.businessPartners],
                  ['adminStaffCount', data.staff],
                ] as const
              ).map(([key, value]) => (
                <Box key={key}>
                  <Text size="sm" c="dimmed">
                    {t(key)}
                  </Text>
                  <Text fz={22} fw={700} data-testid={key}>
                    {value}
                  </Text>
                </Box>
              ))}
            </Group>
          </Section>
        </>
      ) : null}
    </Stack>
  );
}
