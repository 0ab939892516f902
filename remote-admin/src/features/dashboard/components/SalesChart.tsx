// Loaded on its own (React.lazy) by the dashboard only: the charting library never reaches another page.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { MantineProvider } from '@mantine/core';
import type { AdminSales } from '@portal/shared/contract';
import { theme } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '../dashboard-figures';

/**
 * Revenue (bars, dollars on the left axis) and orders (line, right axis) per day. Mantine is not federated, so the
 * charts come with this chunk's own copy of @mantine/core and need a provider of it; the page's provider already
 * wrote the CSS variables and the color scheme, which this one leaves alone.
 */
export default function SalesChart({ days }: { days: AdminSales['days'] }) {
  const { t } = useTranslation();
  const data = days.map((day) => ({
    day: dayLabel(day.day),
    revenue: day.revenueCents / 100,
    orders: day.orders,
  }));
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <CompositeChart
        h={280}
        data={data}
        dataKey="day"
        aria-label={t('adminDashboardSalesPerDay')}
        data-testid="sales-chart"
        withLegend
        withRightYAxis
        maxBarWidth={32}
        valueFormatter={(value) => value.toLocaleString('en-US', { maximumFractionDigits: 2 })}
        yAxisProps={{ tickFormatter: (value: number) => `$${value.toLocaleString('en-US')}`, width: 72 }}
        rightYAxisProps={{ allowDecimals: false, width: 40 }}
        series={[
          { name: 'revenue', label: t('adminDashboardRevenueUsd'), color: 'orange.6', type: 'bar' },
          {
            name: 'orders',
            label: t('adminDashboardOrders'),
            color: 'blue.7',
            type: 'line',
            yAxisId: 'right',
          },
        ]}
      />
    </MantineProvider>
  );
}
