import { formatUsd } from '@portal/shared';
import type { AdminDashboard } from '@portal/shared/contract';

export type DashboardTile = [key: string, value: number | string, page: string | null];

/** The dashboard's tiles; counts of areas the role lacks (null) are left out. */
export const dashboardTiles = (dashboard: AdminDashboard): DashboardTile[] => {
  const all: [string, number | string | null, string | null][] = [
    ['adminDashboardOrdersToday', dashboard.ordersToday, '/admin/orders'],
    [
      'adminDashboardRevenueToday',
      dashboard.revenueTodayCents === null ? null : formatUsd(dashboard.revenueTodayCents),
      '/admin/orders',
    ],
    ['adminDashboardOrdersPending', dashboard.ordersPending, '/admin/orders'],
    ['adminDashboardOrdersWaitingForPayment', dashboard.ordersWaitingForPayment, '/admin/orders'],
    ['adminDashboardOpenQuotations', dashboard.openQuotations, '/admin/quotations'],
    ['adminDashboardOpenServiceTickets', dashboard.openServiceTickets, '/admin/service-tickets'],
    ['adminDashboardOpenAcademyRequests', dashboard.openAcademyRequests, '/admin/academy'],
    ['adminPendingBpRequests', dashboard.pendingBpRequests, '/admin/business-partners'],
    ['adminCustomers', dashboard.customers, null],
    ['adminBusinessPartners', dashboard.businessPartners, null],
    ['adminStaffCount', dashboard.staff, null],
  ];
  return all.filter((tile): tile is DashboardTile => tile[1] !== null);
};
