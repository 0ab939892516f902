import { orderIdParamsSchema } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import type { OrderingDeps } from '../route-deps';
import { sendReceipt } from './send-receipt';

export const receiptRoutes: FastifyPluginAsyncZod<OrderingDeps> = async (app, { auth, receipts }) => {
  app.addHook('onRequest', auth.requireUser);

  app.get(
    '/order/:id/receipt',
    {
      schema: {
        tags: ['order'],
        summary: "The receipt of one of the caller's orders, as a PDF in the caller's language",
        params: orderIdParamsSchema,
        response: { 200: z.unknown().describe('The receipt (application/pdf)'), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendReceipt(
        reply,
        await receipts.forCustomer(callerOf(request).userId, request.params.id, request.language),
      ),
  );
};
