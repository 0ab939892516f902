import { idParamsSchema } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/errors';
import { sendReceipt } from '../receipts/send-receipt';
import type { OrderingStaffDeps } from '../route-deps';

export const adminOrderPaperRoutes: FastifyPluginAsyncZod<OrderingStaffDeps> = async (
  app,
  { guard, orderPapers },
) => {
  app.get(
    '/orders/:id/pick-list.pdf',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags: ['orders'],
        summary:
          "An order's pick list (lines, SKUs, quantities, boxes to tick), as a PDF in the reader's language",
        params: idParamsSchema,
        response: { 200: z.unknown().describe('The pick list (application/pdf)'), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendReceipt(reply, await orderPapers.pickList(request.params.id, request.language)),
  );
  app.get(
    '/orders/:id/delivery-note.pdf',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags: ['orders'],
        summary:
          "An order's delivery note (customer, address or showroom, lines without prices, amount to collect), as a PDF",
        params: idParamsSchema,
        response: { 200: z.unknown().describe('The delivery note (application/pdf)'), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendReceipt(reply, await orderPapers.deliveryNote(request.params.id, request.language)),
  );
};
