// Loaded on its own (React.lazy) by the releases page only: the charting library never reaches another page.
import { CompositeChart } from '@portal/shared/charts';
import { useTranslation } from 'react-i18next';

/** Page loads per release as bars, and the share of them that failed as a line on the right axis. */
export default function ReleaseHealthChart({
  rows,
  title,
}: {
  rows: { label: string; loads: number; failureRate: number }[];
  title: string;
}) {
  const { t } = useTranslation();
  return (
    <CompositeChart
      h={300}
      data={rows}
      dataKey="label"
      aria-label={title}
      data-testid="release-health-chart"
      withLegend
      withRightYAxis
      curveType="linear"
      maxBarWidth={40}
      xAxisProps={{ tick: { fontSize: 10 }, interval: 0, angle: -40, textAnchor: 'end', height: 100 }}
      rightYAxisProps={{ tickFormatter: (value: number) => `${value} %`, width: 48 }}
      series={[
        { name: 'loads', label: t('adminReleaseHealthLoads'), color: 'blue.6', type: 'bar' },
        {
          name: 'failureRate',
          label: t('adminReleaseHealthFailureRate'),
          color: 'red.6',
          type: 'line',
          yAxisId: 'right',
        },
      ]}
    />
  );
}
