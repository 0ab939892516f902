import {
  type AdminReport,
  type AdminReportQuery,
  academyTicketStatuses,
  type ReportCount,
  type StaffArea,
  serviceTicketStatuses,
  staffMayUse,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../../db/schema';
import { dayStart } from '../../../../platform/clock';
import type { StaffCaller } from '../../../../platform/staff';
import { type Period, reportSales } from './report-sales';

const dayMs = 86_400_000;

/** The instants the Phnom Penh days from `from` to `to` cover. */
const periodOf = ({ from, to }: AdminReportQuery): Period => ({
  start: dayStart(from),
  end: new Date(dayStart(to).getTime() + dayMs),
});

type Counted = { key: string; name: string | null; name_km: string | null; n: string };
const toCounts = (rows: Counted[]): ReportCount[] =>
  rows.map((row) => ({ key: row.key, name: row.name ?? row.key, nameKm: row.name_km, count: Number(row.n) }));

const perStatus = <Status extends string>(
  statuses: readonly Status[],
  rows: { status: string; n: string }[],
) =>
  statuses.map((status) => ({
    status,
    count: Number(rows.find((row) => row.status === status)?.n ?? 0),
  }));

/** Reports of a period, each part computed by the database and given only to a role with its area. */
export const createReportService = ({ db }: { db: Db }) => {
  const points = async ({ start, end }: Period) => {
    const row = await db
      .selectFrom('point_ledger')
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .select([
        sql<string>`coalesce(sum(points) filter (where reason = 'earned'), 0)`.as('issued'),
        sql<string>`coalesce(-sum(points) filter (where reason = 'redeemed'), 0)`.as('redeemed'),
        sql<string>`coalesce(sum(points) filter (where reason = 'refunded'), 0)`.as('refunded'),
      ])
      .executeTakeFirstOrThrow();
    return { issued: Number(row.issued), redeemed: Number(row.redeemed), refunded: Number(row.refunded) };
  };

  const partnerCredit = async ({
    start,
    end,
  }: Period): Promise<NonNullable<AdminReport['partnerCredit']>> => {
    const rows = await db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .where('orders.created_at', '>=', start)
      .where('orders.created_at', '<', end)
      .where('orders.payment_method', '=', 'credit_line')
      .where('orders.status', 'not in', ['canceled', 'rejected'])
      .groupBy(['users.id', 'users.first_name', 'users.last_name', 'users.credit_line_cents'])
      .select([
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.credit_line_cents',
        sql<string>`count(*)`.as('orders'),
        sql<string>`sum(orders.total_cents)`.as('used'),
      ])
      .orderBy('used', 'desc')
      .orderBy('users.id')
      .execute();
    const list = rows.map((row) => ({
      userId: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      creditLineCents: row.credit_line_cents,
      orders: Number(row.orders),
      usedCents: Number(row.used),
    }));
    return {
      rows: list,
      total: {
        orders: list.reduce((sum, row) => sum + row.orders, 0),
        usedCents: list.reduce((sum, row) => sum + row.usedCents, 0),
      },
    };
  };

  const serviceTickets = async ({ start, end }: Period) => {
    const made = db
      .selectFrom('service_tickets')
      .where('service_tickets.created_at', '>=', start)
      .where('service_tickets.created_at', '<', end);
    const [statuses, types] = await Promise.all([
      made
        .select(['status', sql<string>`count(*)`.as('n')])
        .groupBy('status')
        .execute(),
      made
        .innerJoin('service_ticket_types', 'service_ticket_types.id', 'service_tickets.ticket_type_id')
        .select([
          sql<string>`service_ticket_types.id::text`.as('key'),
          'service_ticket_types.name',
          'service_ticket_types.name_km',
          sql<string>`count(*)`.as('n'),
        ])
        .groupBy(['service_ticket_types.id', 'service_ticket_types.name', 'service_ticket_types.name_km'])
        .orderBy('n', 'desc')
        .orderBy('service_ticket_types.id')
        .execute(),
    ]);
    const byStatus = perStatus(serviceTicketStatuses, statuses);
    return { total: byStatus.reduce((sum, row) => sum + row.count, 0), byStatus, byType: toCounts(types) };
  };

  /** Academy requests by status, and by the training asked for (a barista request has no type: its kind names it). */
  const academyRequests = async ({ start, end }: Period) => {
    const made = db
      .selectFrom('academy_tickets')
      .where('academy_tickets.created_at', '>=', start)
      .where('academy_tickets.created_at', '<', end);
    const [statuses, types] = await Promise.all([
      made
        .select(['status', sql<string>`count(*)`.as('n')])
        .groupBy('status')
        .execute(),
      made
        .leftJoin('academy_ticket_types', 'academy_ticket_types.id', 'academy_tickets.ticket_type_id')
        .select([
          sql<string>`coalesce(academy_ticket_types.id::text, academy_tickets.kind)`.as('key'),
          'academy_ticket_types.name',
          'academy_ticket_types.name_km',
          sql<string>`count(*)`.as('n'),
        ])
        .groupBy([
          'academy_ticket_types.id',
          'academy_tickets.kind',
          'academy_ticket_types.name',
          'academy_ticket_types.name_km',
        ])
        .orderBy('n', 'desc')
        .orderBy('key')
        .execute(),
    ]);
    const byStatus = perStatus(academyTicketStatuses, statuses);
    return { total: byStatus.reduce((sum, row) => sum + row.count, 0), byStatus, byType: toCounts(types) };
  };

  return {
    async report(staff: StaffCaller, query: AdminReportQuery): Promise<AdminReport> {
      const may = (area: StaffArea) => staffMayUse(staff.role, area);
      const period = periodOf(query);
      const [sales, pointFigures, credit, tickets, academy] = await Promise.all([
        may('orders') ? reportSales(db, period) : null,
        may('orders') ? points(period) : null,
        may('businessPartners') ? partnerCredit(period) : null,
        may('serviceTickets') ? serviceTickets(period) : null,
        may('academy') ? academyRequests(period) : null,
      ]);
      return {
        from: query.from,
        to: query.to,
        sales,
        points: pointFigures,
        partnerCredit: credit,
        serviceTickets: tickets,
        academyRequests: academy,
      };
    },
  };
};

export type ReportService = ReturnType<typeof createReportService>;
