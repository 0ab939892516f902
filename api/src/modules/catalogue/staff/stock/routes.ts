import {
  type AdminStockMovement,
  adminStockAdjustedSchema,
  adminStockAdjustmentBodySchema,
  adminStockMovementSchema,
  idParamsSchema,
  listEnvelope,
  listQuerySchema,
  okEnvelope,
  phnomPenhDateTime,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CsvColumn, csvDay, recordDownload, sendCsv } from '../../../../platform/csv';
import { errorResponses } from '../../../../platform/errors';
import { renderMessage } from '../../../../platform/message-text';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { CatalogueStaffDeps } from '../../route-deps';

export const adminStockRoutes: FastifyPluginAsyncZod<CatalogueStaffDeps> = async (
  app,
  { guard, adminStock, db, clock },
) => {
  const tags = ['stock'];

  app.post(
    '/variants/:id/stock-adjustments',
    {
      ...guard.staffOnly('stock'),
      schema: {
        tags,
        summary: 'Change a variant’s stock by a signed quantity with a reason; never below 0 (409)',
        params: idParamsSchema,
        body: adminStockAdjustmentBodySchema,
        response: { 200: okEnvelope(adminStockAdjustedSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminStock.adjust(staffOf(request), request.params.id, request.body)),
  );

  app.get(
    '/variants/:id/stock-movements/export',
    {
      ...guard.staffOnly('stock'),
      schema: {
        tags,
        summary:
          'A variant’s stock movements as CSV, newest first; streamed, UTF-8 with a byte-order mark, headers in the caller’s language',
        params: idParamsSchema,
        response: { 200: z.unknown().describe('The stock movements (text/csv)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const pages = await adminStock.exportMovements(request.params.id);
      await recordDownload(db, clock, staffOf(request), 'stockMovements', { variantId: request.params.id });
      const columns: CsvColumn<AdminStockMovement>[] = [
        {
          header: 'csvWhen',
          cell: (row) => {
            const { date, time } = phnomPenhDateTime(row.createdAt);
            return `${date} ${time}`;
          },
        },
        { header: 'csvQuantity', cell: (row) => row.quantity },
        { header: 'csvStockAfter', cell: (row) => row.stockAfter },
        // An order's movement carries a message key; staff write their own reason.
        {
          header: 'csvReason',
          cell: (row) =>
            row.reason.startsWith('stockReason')
              ? renderMessage(row.reason, { number: row.orderNumber ?? '' }, request.language)
              : row.reason,
        },
        { header: 'csvStaffMember', cell: (row) => row.staffName },
        { header: 'adminOrderNumber', cell: (row) => row.orderNumber },
      ];
      return sendCsv(reply, {
        name: `stock-movements-${request.params.id}`,
        language: request.language,
        columns,
        pages,
        today: csvDay(clock.now()),
      });
    },
  );

  app.get(
    '/variants/:id/stock-movements',
    {
      ...guard.staffOnly('stock'),
      schema: {
        tags,
        summary: 'A variant’s stock adjustments, newest first',
        params: idParamsSchema,
        querystring: listQuerySchema,
        response: { 200: listEnvelope(adminStockMovementSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await adminStock.movements(request.params.id, request.query);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );
};
