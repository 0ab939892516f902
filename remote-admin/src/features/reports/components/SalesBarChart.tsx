// Loaded on its own (React.lazy) by the reports page only: the charting library never reaches another page.
import { CompositeChart } from '@portal/shared/charts';
import { useTranslation } from 'react-i18next';

/** Revenue per row of a breakdown, the best first, as bars. */
export default function SalesBarChart({
  rows,
  title,
}: {
  rows: { label: string; revenueCents: number }[];
  title: string;
}) {
  const { t } = useTranslation();
  return (
    <CompositeChart
      h={260}
      data={rows.map((row) => ({ label: row.label, revenue: row.revenueCents / 100 }))}
      dataKey="label"
      aria-label={title}
      data-testid="report-chart"
      withLegend
      maxBarWidth={40}
      valueFormatter={(value) => value.toLocaleString('en-US', { maximumFractionDigits: 2 })}
      yAxisProps={{ tickFormatter: (value: number) => `$${value.toLocaleString('en-US')}`, width: 72 }}
      series={[{ name: 'revenue', label: t('adminReportRevenueUsd'), color: 'orange.6', type: 'bar' }]}
    />
  );
}
