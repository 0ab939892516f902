// Loaded on its own (React.lazy) by the dashboard only: the charting library never reaches another page.
import { CompositeChart } from '@portal/shared/charts';
import type { AdminSales } from '@portal/shared/contract';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '../dashboard-figures';

/** Revenue (bars, dollars on the left axis) and orders (line, right axis) per day. */
export default function SalesChart({ days }: { days: AdminSales['days'] }) {
  const { t } = useTranslation();
  const data = days.map((day) => ({
    day: dayLabel(day.day),
    revenue: day.revenueCents / 100,
    orders: day.orders,
  }));
  return (
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
  );
}
