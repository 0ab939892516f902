import { z } from 'zod';
import { academyTicketStatuses } from './academy-status';
import { isCalendarDay } from './account';
import { serviceTicketStatuses } from './service';

/** The longest report, in days: two years and a leap day. */
export const reportMaxDays = 731;

const dayMs = 86_400_000;
const reportDay = z.string().refine(isCalendarDay, 'adminReportInvalidRange');

/** A report covers the Phnom Penh days from `from` to `to`, both included. */
export const adminReportQuerySchema = z
  .object({ from: reportDay, to: reportDay })
  .refine(
    (query) =>
      query.from <= query.to && (Date.parse(query.to) - Date.parse(query.from)) / dayMs + 1 <= reportMaxDays,
    { error: 'adminReportInvalidRange', path: ['to'] },
  );
export type AdminReportQuery = z.infer<typeof adminReportQuerySchema>;

/** The ways sales are broken down, in the order the report shows them. */
export const salesBreakdowns = [
  'product',
  'category',
  'customerGroup',
  'paymentMethod',
  'fulfilment',
] as const;
export type SalesBreakdown = (typeof salesBreakdowns)[number];

const salesRowSchema = z.object({
  /** The product's, category's or group's id, or the payment method or delivery type itself. */
  key: z.string(),
  name: z.string(),
  nameKm: z.string().nullable(),
  orders: z.number().int(),
  quantity: z.number().int(),
  revenueCents: z.number().int(),
});
export type SalesRow = z.infer<typeof salesRowSchema>;
const salesTotalSchema = salesRowSchema.pick({ orders: true, quantity: true, revenueCents: true });

/**
 * One breakdown, best first, and its total. Product and category rows sum order lines (goods before the order's
 * discounts and delivery fee); group, payment and delivery rows sum the orders' totals.
 */
const salesTableSchema = z.object({ rows: z.array(salesRowSchema), total: salesTotalSchema });
export type SalesTable = z.infer<typeof salesTableSchema>;

const countSchema = z.object({
  key: z.string(),
  name: z.string(),
  nameKm: z.string().nullable(),
  count: z.number().int(),
});
export type ReportCount = z.infer<typeof countSchema>;

const requestsSchema = <Status extends string>(statuses: readonly [Status, ...Status[]]) =>
  z.object({
    total: z.number().int(),
    byStatus: z.array(z.object({ status: z.enum(statuses), count: z.number().int() })),
    byType: z.array(countSchema),
  });

/** A report for a period; each part is null for a role without its area. Orders canceled or rejected are not sales. */
export const adminReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  sales: z
    .object({
      product: salesTableSchema,
      category: salesTableSchema,
      customerGroup: salesTableSchema,
      paymentMethod: salesTableSchema,
      fulfilment: salesTableSchema,
    })
    .nullable(),
  /** Points of the ledger in the period: earned on completed orders, spent at checkout, given back. */
  points: z
    .object({ issued: z.number().int(), redeemed: z.number().int(), refunded: z.number().int() })
    .nullable(),
  /** Business partners' orders on credit in the period, largest first. */
  partnerCredit: z
    .object({
      rows: z.array(
        z.object({
          userId: z.number().int(),
          name: z.string(),
          creditLineCents: z.number().int().nullable(),
          orders: z.number().int(),
          usedCents: z.number().int(),
        }),
      ),
      total: z.object({ orders: z.number().int(), usedCents: z.number().int() }),
    })
    .nullable(),
  /** Requests made in the period. */
  serviceTickets: requestsSchema(serviceTicketStatuses).nullable(),
  academyRequests: requestsSchema(academyTicketStatuses).nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
