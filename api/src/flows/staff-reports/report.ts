import {
  type AdminReport,
  type AdminReportQuery,
  type StaffArea,
  staffMayUse,
} from '@portal/shared/contract';
import type { Db } from '../../db/schema';
import { academyRequestReport } from '../../modules/academy';
import { partnerCreditReport, pointsReport, reportSales } from '../../modules/ordering';
import { serviceTicketReport } from '../../modules/service-desk';
import { dayStart } from '../../platform/clock';
import type { StaffCaller } from '../../platform/staff';

const dayMs = 86_400_000;

/** Reports of a period (the Phnom Penh days from `from` to `to`): each domain answers its part, for a role with its area. */
export const staffReport = async (
  db: Db,
  staff: StaffCaller,
  query: AdminReportQuery,
): Promise<AdminReport> => {
  const may = (area: StaffArea) => staffMayUse(staff.role, area);
  const period = { start: dayStart(query.from), end: new Date(dayStart(query.to).getTime() + dayMs) };
  const [sales, points, partnerCredit, serviceTickets, academyRequests] = await Promise.all([
    may('orders') ? reportSales(db, period) : null,
    may('orders') ? pointsReport(db, period) : null,
    may('businessPartners') ? partnerCreditReport(db, period) : null,
    may('serviceTickets') ? serviceTicketReport(db, period) : null,
    may('academy') ? academyRequestReport(db, period) : null,
  ]);
  return { from: query.from, to: query.to, sales, points, partnerCredit, serviceTickets, academyRequests };
};
