import { formatUsd, PageHeading } from '@portal/shared';
import {
  type AdminReport,
  type ReportCount,
  type SalesBreakdown,
  type SalesTable,
  salesBreakdowns,
} from '@portal/shared/contract';
import { DayInput } from '@portal/shared/forms';
import { Table } from '@portal/shared/overlays';
import { useSearchParams } from '@portal/shared/router';
import { Box, Group, NativeSelect, Skeleton, Stack, Text } from '@portal/shared/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section, tileGrid } from '../../common/Section';
import { useReport } from './api/get-report';
import { breakdownTitleKeys, chartRows, defaultPeriod, reportPeriodQuery, rowLabel } from './report-figures';

const SalesBarChart = lazy(() => import('./components/SalesBarChart'));

/** The period, kept in the address so that a report can be linked and reloaded. */
function usePeriod() {
  const [params, setParams] = useSearchParams();
  const [opened] = useState(() => defaultPeriod(new Date()));
  const from = params.get('from') ?? opened.from;
  const to = params.get('to') ?? opened.to;
  const asked = params.get('by') as SalesBreakdown | null;
  const by: SalesBreakdown = asked && salesBreakdowns.includes(asked) ? asked : 'product';
  const change = (next: Partial<{ from: string; to: string; by: SalesBreakdown }>) =>
    setParams({ from, to, by, ...next }, { replace: true });
  return { from, to, by, change };
}

function Sales({ table, by, title }: { table: SalesTable; by: SalesBreakdown; title: string }) {
  const { t, i18n } = useTranslation();
  if (table.rows.length === 0) return <Text c="dimmed">{t('adminReportNoSales')}</Text>;
  const rows = table.rows.map((row) => ({ ...row, label: rowLabel(by, row, t, i18n.language) }));
  return (
    <Stack>
      <Suspense fallback={<Skeleton h={260} />}>
        <SalesBarChart rows={rows.slice(0, chartRows)} title={title} />
      </Suspense>
      <Box style={{ overflowX: 'auto' }}>
        <Table striped data-testid="sales-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminReportName')}</Table.Th>
              <Table.Th ta="right">{t('adminReportOrders')}</Table.Th>
              <Table.Th ta="right">{t('adminReportQuantity')}</Table.Th>
              <Table.Th ta="right">{t('adminReportRevenue')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td ta="right">{row.orders}</Table.Td>
                <Table.Td ta="right">{row.quantity}</Table.Td>
                <Table.Td ta="right">{formatUsd(row.revenueCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-testid="sales-total">
              <Table.Th>{t('adminReportTotal')}</Table.Th>
              <Table.Th ta="right">{table.total.orders}</Table.Th>
              <Table.Th ta="right">{table.total.quantity}</Table.Th>
              <Table.Th ta="right">{formatUsd(table.total.revenueCents)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Box>
    </Stack>
  );
}

function Counts({ rows, label }: { rows: { key: string; label: string; count: number }[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{label}</Table.Th>
          <Table.Th ta="right">{t('adminReportCount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.label}</Table.Td>
            <Table.Td ta="right">{row.count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Requests({
  requests,
  statusKey,
  typeLabel,
  title,
  testId,
}: {
  requests: NonNullable<AdminReport['serviceTickets'] | AdminReport['academyRequests']>;
  statusKey: (status: string) => string;
  typeLabel: (row: ReportCount) => string;
  title: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Section title={`${title}: ${requests.total}`} testId={testId}>
      <Box style={tileGrid(240)}>
        <Counts
          label={t('adminReportByStatus')}
          rows={requests.byStatus.map((row) => ({
            key: row.status,
            label: t(statusKey(row.status)),
            count: row.count,
          }))}
        />
        {requests.byType.length === 0 ? (
          <Text c="dimmed">{t('adminReportNone')}</Text>
        ) : (
          <Counts
            label={t('adminReportByType')}
            rows={requests.byType.map((row) => ({ key: row.key, label: typeLabel(row), count: row.count }))}
          />
        )}
      </Box>
    </Section>
  );
}

/** Reports for any period: sales broken down five ways, points, partner credit, service and academy requests. */
export default function ReportsPage() {
  const { t, i18n } = useTranslation();
  const { from, to, by, change } = usePeriod();
  const query = reportPeriodQuery(from, to);
  const report = useReport(query);
  const data = report.data;
  const named = (row: ReportCount) => (i18n.language === 'km' && row.nameKm) || row.name;
  return (
    <Stack>
      <PageHeading titleKey="adminReports" />
      <Group align="flex-end" gap="sm">
        <DayInput label={t('adminDashboardFrom')} value={from} onChange={(next) => change({ from: next })} />
        <DayInput label={t('adminDashboardTo')} value={to} onChange={(next) => change({ to: next })} />
      </Group>
      {query === null && (
        <Text c="red.8" size="sm" role="alert">
          {t('adminReportInvalidRange')}
        </Text>
      )}
      {query !== null && !data ? (
        <Skeleton h={160} />
      ) : data ? (
        <>
          {data.sales && (
            <Section title={t(breakdownTitleKeys[by])} testId="report-sales">
              <NativeSelect
                label={t('adminReportBreakdown')}
                value={by}
                data={salesBreakdowns.map((value) => ({ value, label: t(breakdownTitleKeys[value]) }))}
                onChange={(event) => change({ by: event.currentTarget.value as SalesBreakdown })}
                w={300}
                mb="md"
              />
              <Sales table={data.sales[by]} by={by} title={t(breakdownTitleKeys[by])} />
            </Section>
          )}
          {data.points && (
            <Section title={t('adminReportPoints')} testId="report-points">
              <Group gap="xl">
                {(
                  [
                    ['adminReportPointsIssued', data.points.issued, 'points-issued'],
                    ['adminReportPointsRedeemed', data.points.redeemed, 'points-redeemed'],
                    ['adminReportPointsRefunded', data.points.refunded, 'points-refunded'],
                  ] as const
                ).map(([key, value, testId]) => (
                  <Box key={key}>
                    <Text size="sm" c="dimmed">
                      {t(key)}
                    </Text>
                    <Text fz={22} fw={700} data-testid={testId}>
                      {value.toLocaleString('en-US')}
                    </Text>
                  </Box>
                ))}
              </Group>
            </Section>
          )}
          {data.partnerCredit && (
            <Section title={t('adminReportPartnerCredit')} testId="report-credit">
              {data.partnerCredit.rows.length === 0 ? (
                <Text c="dimmed">{t('adminReportNoCredit')}</Text>
              ) : (
                <Box style={{ overflowX: 'auto' }}>
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('adminReportPartner')}</Table.Th>
                        <Table.Th ta="right">{t('adminReportCreditLine')}</Table.Th>
                        <Table.Th ta="right">{t('adminReportOrders')}</Table.Th>
                        <Table.Th ta="right">{t('adminReportCreditUsed')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.partnerCredit.rows.map((row) => (
                        <Table.Tr key={row.userId}>
                          <Table.Td>{row.name}</Table.Td>
                          <Table.Td ta="right">
                            {row.creditLineCents === null ? '' : formatUsd(row.creditLineCents)}
                          </Table.Td>
                          <Table.Td ta="right">{row.orders}</Table.Td>
                          <Table.Td ta="right">{formatUsd(row.usedCents)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                    <Table.Tfoot>
                      <Table.Tr>
                        <Table.Th>{t('adminReportTotal')}</Table.Th>
                        <Table.Th />
                        <Table.Th ta="right">{data.partnerCredit.total.orders}</Table.Th>
                        <Table.Th ta="right">{formatUsd(data.partnerCredit.total.usedCents)}</Table.Th>
                      </Table.Tr>
                    </Table.Tfoot>
                  </Table>
                </Box>
              )}
            </Section>
          )}
          {data.serviceTickets && (
            <Requests
              requests={data.serviceTickets}
              statusKey={(status) => `serviceStatus${status}`}
              typeLabel={named}
              title={t('adminReportServiceTickets')}
              testId="report-tickets"
            />
          )}
          {data.academyRequests && (
            <Requests
              requests={data.academyRequests}
              statusKey={(status) => `academyStatus${status}`}
              typeLabel={(row) =>
                row.key === 'barista'
                  ? t('adminReportBarista')
                  : row.key === 'training'
                    ? t('adminReportTraining')
                    : named(row)
              }
              title={t('adminReportAcademyRequests')}
              testId="report-academy"
            />
          )}
        </>
      ) : null}
    </Stack>
  );
}
