import { idParamsSchema } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/errors';
import type { OrderingStaffDeps } from '../route-deps';
import { sendReceipt } from './send-receipt';

export const adminReceiptRoutes: FastifyPluginAsyncZod<OrderingStaffDeps> = async (
  app,
  { guard, receipts },
) => {
  app.get(
    '/orders/:id/receipt',
    {
      ...guard.staffOnly('orders'),
      schema: {
        tags: ['orders'],
        summary: "Any customer's order receipt, as a PDF in the reader's language",
        params: idParamsSchema,
        response: { 200: z.unknown().describe('The receipt (application/pdf)'), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendReceipt(reply, await receipts.forStaff(request.params.id, request.language)),
  );
};
