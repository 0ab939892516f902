import {
  type AdminDashboard,
  type AdminDashboardQuery,
  type StaffArea,
  staffMayUse,
} from '@portal/shared/contract';
import type { Db } from '../../db/schema';
import { openAcademyRequests } from '../../modules/academy';
import { newCustomersBetween, peopleCounts } from '../../modules/accounts';
import { lowStockSummary } from '../../modules/catalogue';
import { dashboardSales, orderCounts } from '../../modules/ordering';
import { ticketCounts } from '../../modules/service-desk';
import type { StaffCaller } from '../../platform/staff';

/**
 * The back office's first screen: counts every role may see, and the work waiting in the areas this role has (null
 * for the others). Each domain answers its own figures; this flow only asks the ones the role may see.
 */
export const staffDashboard = async (
  db: Db,
  now: Date,
  staff: StaffCaller,
  query: AdminDashboardQuery = {},
): Promise<AdminDashboard> => {
  const may = (area: StaffArea) => staffMayUse(staff.role, area);
  const [people, sales, orders, tickets, academy, lowStock] = await Promise.all([
    peopleCounts(db, { withRequests: may('businessPartners') }),
    may('orders') ? dashboardSales(db, query, now, newCustomersBetween(db)) : null,
    may('orders') ? orderCounts(db, now) : null,
    may('serviceTickets') ? ticketCounts(db) : null,
    may('academy') ? openAcademyRequests(db) : null,
    may('stock') ? lowStockSummary(db) : null,
  ]);
  return {
    ...people,
    ordersToday: orders?.ordersToday ?? null,
    revenueTodayCents: orders?.revenueTodayCents ?? null,
    ordersPending: orders?.ordersPending ?? null,
    ordersWaitingForPayment: orders?.ordersWaitingForPayment ?? null,
    openServiceTickets: tickets?.openServiceTickets ?? null,
    openAcademyRequests: academy,
    openQuotations: orders?.openQuotations ?? null,
    sales,
    waitingOrders: orders?.waitingOrders ?? null,
    openTickets: tickets?.openTickets ?? null,
    lowStock,
  };
};
