import { type AdminCoupon, adminCouponQuerySchema, phnomPenhDateTime } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CsvColumn, csvDay, dollars, recordDownload, sendCsv } from '../../../../platform/csv';
import { errorResponses } from '../../../../platform/errors';
import { renderMessage } from '../../../../platform/message-text';
import { staffOf } from '../../../../platform/staff';
import type { OrderingStaffDeps } from '../../route-deps';
import type { CouponUseRow } from './service';

const when = (at: Date | string) => {
  const { date, time } = phnomPenhDateTime(at);
  return `${date} ${time}`;
};

/** The coupons and each use of them as spreadsheets, with the list's filters. */
export const adminCouponExportRoutes: FastifyPluginAsyncZod<OrderingStaffDeps> = async (
  app,
  { guard, adminCoupons, db, clock },
) => {
  const schema = (summary: string) => ({
    tags: ['coupons'],
    summary: `${summary}; streamed, UTF-8 with a byte-order mark, headers in the caller’s language`,
    querystring: adminCouponQuerySchema,
    response: { 200: z.unknown().describe('CSV (text/csv)'), ...errorResponses },
  });

  app.get(
    '/coupons/export',
    {
      ...guard.staffOnly('coupons'),
      schema: schema('The filtered coupons as CSV, newest first, with their uses'),
    },
    async (request, reply) => {
      await recordDownload(db, clock, staffOf(request), 'coupons', request.query);
      const text = (key: string) => renderMessage(key, {}, request.language);
      const columns: CsvColumn<AdminCoupon>[] = [
        { header: 'csvCouponCode', cell: (row) => row.code },
        { header: 'csvTitle', cell: (row) => row.title },
        { header: 'csvTitleKm', cell: (row) => row.titleKm },
        {
          header: 'csvDiscount',
          cell: (row) =>
            row.discountType === 'percent' ? `${row.discountValue}%` : dollars(row.discountValue),
        },
        {
          header: 'csvMaxDiscountUsd',
          cell: (row) => (row.maxDiscountCents === null ? null : dollars(row.maxDiscountCents)),
        },
        { header: 'csvMinOrderUsd', cell: (row) => dollars(row.minOrderCents) },
        { header: 'csvFirstDay', cell: (row) => row.startDate },
        { header: 'csvLastDay', cell: (row) => row.endDate },
        { header: 'csvUsageLimit', cell: (row) => row.usageLimit },
        { header: 'csvUsageLimitPerCustomer', cell: (row) => row.usageLimitPerUser },
        { header: 'csvUsed', cell: (row) => row.usedCount },
        { header: 'csvActive', cell: (row) => text(row.isActive ? 'csvYes' : 'csvNo') },
      ];
      return sendCsv(reply, {
        name: 'coupons',
        language: request.language,
        columns,
        pages: adminCoupons.exportCoupons(request.query),
        today: csvDay(clock.now()),
      });
    },
  );

  app.get(
    '/coupons/uses/export',
    {
      ...guard.staffOnly('coupons'),
      schema: schema('Each use of the filtered coupons as CSV, newest first, with its order and customer'),
    },
    async (request, reply) => {
      await recordDownload(db, clock, staffOf(request), 'couponUses', request.query);
      const columns: CsvColumn<CouponUseRow>[] = [
        { header: 'csvCouponCode', cell: (row) => row.code },
        { header: 'adminOrderNumber', cell: (row) => row.order_number },
        { header: 'csvUsedAt', cell: (row) => when(row.created_at) },
        { header: 'csvFirstName', cell: (row) => row.customer.firstName },
        { header: 'csvLastName', cell: (row) => row.customer.lastName },
        { header: 'csvPhone', cell: (row) => row.customer.phone },
        { header: 'csvCouponDiscountUsd', cell: (row) => dollars(row.coupon_discount_cents) },
      ];
      return sendCsv(reply, {
        name: 'coupon-uses',
        language: request.language,
        columns,
        pages: adminCoupons.exportUses(request.query),
        today: csvDay(clock.now()),
      });
    },
  );
};
