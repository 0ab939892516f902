import {
  adminOrderDeliveryPartnerBodySchema,
  adminOrderDetailSchema,
  adminOrderQuerySchema,
  adminOrderStatusBodySchema,
  adminOrderSummarySchema,
  idParamsSchema,
  listEnvelope,
  type OrderStatus,
  okEnvelope,
  orderStatusKey,
  paymentMethodKey,
  phnomPenhDateTime,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CsvColumn, csvDay, dollars, recordDownload, sendCsv } from '../../../../platform/csv';
import { errorResponses } from '../../../../platform/errors';
import { renderMessage } from '../../../../platform/message-text';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { OrderingStaffDeps } from '../../route-deps';
import type { AdminOrderExportLine } from './service';

export const adminOrderRoutes: FastifyPluginAsyncZod<OrderingStaffDeps> = async (
  app,
  { guard, adminOrders, db, clock },
) => {
  const tags = ['orders'];

  app.get(
    '/orders',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags,
        summary:
          'Every customer’s orders, newest first; status, payment method, day range and customer filters',
        querystring: adminOrderQuerySchema,
        response: { 200: listEnvelope(adminOrderSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await adminOrders.list(request.query);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );

  app.get(
    '/orders/export',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags,
        summary:
          'The filtered orders as CSV, one row per line with its order; streamed, UTF-8 with a byte-order mark, headers in the caller’s language',
        querystring: adminOrderQuerySchema,
        response: { 200: z.unknown().describe('The orders (text/csv)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const text = (key: string) => renderMessage(key, {}, request.language);
      await recordDownload(db, clock, staffOf(request), 'orders', request.query);
      const columns: CsvColumn<AdminOrderExportLine>[] = [
        { header: 'adminOrderNumber', cell: ({ order }) => order.order_number },
        {
          header: 'adminOrderPlaced',
          cell: ({ order }) => {
            const { date, time } = phnomPenhDateTime(order.created_at);
            return `${date} ${time}`;
          },
        },
        { header: 'adminStatus', cell: ({ order }) => text(orderStatusKey(order.status as OrderStatus)) },
        {
          header: 'checkoutPaymentMethod',
          cell: ({ order }) => text(paymentMethodKey[order.payment_method]),
        },
        {
          header: 'csvPaymentStatus',
          cell: ({ order }) => text(order.payment_status === 'paid' ? 'csvPaid' : 'csvUnpaid'),
        },
        {
          header: 'csvDeliveryOrPickup',
          cell: ({ order }) => text(order.delivery_type === 'pickup' ? 'orderPickup' : 'checkoutDelivery'),
        },
        { header: 'csvFirstName', cell: ({ order }) => order.customer.firstName },
        { header: 'csvLastName', cell: ({ order }) => order.customer.lastName },
        { header: 'csvPhone', cell: ({ order }) => order.customer.phone },
        { header: 'csvEmail', cell: ({ order }) => order.customer.email },
        { header: 'csvProduct', cell: ({ line }) => line.name },
        { header: 'csvVariant', cell: ({ line }) => line.variant_label },
        { header: 'csvQuantity', cell: ({ line }) => line.quantity },
        { header: 'csvUnitPriceUsd', cell: ({ line }) => dollars(line.unit_price_cents) },
        { header: 'csvLineTotalUsd', cell: ({ line }) => dollars(line.line_total_cents) },
        { header: 'csvSubtotalUsd', cell: ({ order }) => dollars(order.subtotal_cents) },
        { header: 'csvCouponDiscountUsd', cell: ({ order }) => dollars(order.coupon_discount_cents) },
        { header: 'csvPointsRedeemed', cell: ({ order }) => order.points_redeemed },
        { header: 'csvDeliveryFeeUsd', cell: ({ order }) => dollars(order.delivery_fee_cents) },
        { header: 'csvOrderTotalUsd', cell: ({ order }) => dollars(order.total_cents) },
      ];
      return sendCsv(reply, {
        name: 'orders',
        language: request.language,
        columns,
        pages: adminOrders.exportLines(request.query),
        today: csvDay(clock.now()),
      });
    },
  );

  app.get(
    '/orders/:id',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: okEnvelope(adminOrderDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminOrders.detail(request.params.id, request.language)),
  );

  app.post(
    '/orders/:id/status',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags,
        summary: 'One move of the order table, with a remark (required to cancel or reject)',
        params: idParamsSchema,
        body: adminOrderStatusBodySchema,
        response: { 200: okEnvelope(adminOrderDetailSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await adminOrders.changeStatus(staffOf(request), request.params.id, request.body, request.language)),
  );

  app.put(
    '/orders/:id/delivery-partner',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags,
        summary: 'Who brings a delivery order: name and phone, shown to the customer on the order',
        params: idParamsSchema,
        body: adminOrderDeliveryPartnerBodySchema,
        response: { 200: okEnvelope(adminOrderDetailSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await adminOrders.setDeliveryPartner(
          staffOf(request),
          request.params.id,
          request.body,
          request.language,
        ),
      ),
  );
};
