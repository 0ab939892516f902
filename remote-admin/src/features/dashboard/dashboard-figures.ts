import { formatUsd } from '@portal/shared';
import {
  type AdminDashboard,
  type AdminDashboardQuery,
  type DashboardPeriod,
  dashboardMaxDays,
} from '@portal/shared/contract';

/** How a figure moved against the period before, as the key of its sentence and the percent it names. */
export type Change = { key: string; percent: number };

export const changeOf = (current: number, previous: number): Change => {
  if (current === previous) return { key: 'adminDashboardChangeSame', percent: 0 };
  if (previous === 0) return { key: 'adminDashboardChangeNew', percent: 0 };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return { key: current > previous ? 'adminDashboardChangeUp' : 'adminDashboardChangeDown', percent };
};

/** The four headline figures of the period, in the order the dashboard shows them. */
export const headlineFigures = (sales: NonNullable<AdminDashboard['sales']>) => {
  const { current, previous } = sales;
  return [
    {
      key: 'adminDashboardRevenue',
      testId: 'revenue',
      value: formatUsd(current.revenueCents),
      change: changeOf(current.revenueCents, previous.revenueCents),
    },
    {
      key: 'adminDashboardOrders',
      testId: 'orders',
      value: String(current.orders),
      change: changeOf(current.orders, previous.orders),
    },
    {
      key: 'adminDashboardAverageOrder',
      testId: 'average-order',
      value: formatUsd(current.averageOrderCents),
      change: changeOf(current.averageOrderCents, previous.averageOrderCents),
    },
    {
      key: 'adminDashboardNewCustomers',
      testId: 'new-customers',
      value: String(current.newCustomers),
      change: changeOf(current.newCustomers, previous.newCustomers),
    },
  ];
};

const waitingKeys: Record<string, string> = {
  pending: 'adminDashboardToConfirm',
  pending_delivery: 'adminDashboardToDeliver',
  paid_pending_delivery: 'adminDashboardToDeliverPaid',
  waiting_for_payment: 'adminDashboardPaymentPending',
};

/** A tile of work; `status`, when set, is the key of the status its sentence names. */
export type WorkTile = { key: string; status?: string; count: number; to: string; testId: string };

/** The work waiting in the areas of the role, each opening its list already filtered. */
export const workTiles = (dashboard: AdminDashboard): WorkTile[] => [
  ...(dashboard.waitingOrders ?? []).map(({ status, count }) => ({
    key: waitingKeys[status] ?? 'adminOrders',
    count,
    to: `/admin/orders?status=${status}`,
    testId: `waiting-${status}`,
  })),
  ...(dashboard.pendingBpRequests === null
    ? []
    : [
        {
          key: 'adminPendingBpRequests',
          count: dashboard.pendingBpRequests,
          to: '/admin/business-partners?status=Pending',
          testId: 'waiting-partners',
        },
      ]),
  ...(dashboard.openTickets ?? []).map(({ status, count }) => ({
    key: 'adminDashboardTickets',
    status: `serviceStatus${status}`,
    count,
    to: `/admin/service-tickets?status=${status}`,
    testId: `tickets-${status}`,
  })),
  ...(dashboard.openQuotations === null
    ? []
    : [
        {
          key: 'adminDashboardOpenQuotations',
          count: dashboard.openQuotations,
          to: '/admin/quotations',
          testId: 'waiting-quotations',
        },
      ]),
  ...(dashboard.openAcademyRequests === null
    ? []
    : [
        {
          key: 'adminDashboardOpenAcademyRequests',
          count: dashboard.openAcademyRequests,
          to: '/admin/academy',
          testId: 'waiting-academy',
        },
      ]),
];

/** A chart's day label: day-month, as the shop writes dates. */
export const dayLabel = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}`;

export type PeriodChoice = { period: DashboardPeriod; from: string; to: string };

const dayMs = 86_400_000;

/** The query for the chosen period; a custom range is asked for only once both its days make a valid range. */
export const periodQuery = (choice: PeriodChoice): AdminDashboardQuery | null => {
  if (choice.period !== 'custom') return { period: choice.period };
  const { from, to } = choice;
  if (!from || !to || from > to) return null;
  if ((Date.parse(to) - Date.parse(from)) / dayMs + 1 > dashboardMaxDays) return null;
  return { period: 'custom', from, to };
};
