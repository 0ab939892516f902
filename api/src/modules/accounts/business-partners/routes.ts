import { bpRequestBodySchema, bpRequestSchema, okEnvelope } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { AccountsDeps } from '../route-deps';

export const businessPartnerRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (
  app,
  { auth, businessPartners },
) => {
  app.post(
    '/account/request-to-be-business-partner',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Ask to become a business partner (status Pending until reviewed)',
        body: bpRequestBodySchema,
        response: { 200: okEnvelope(bpRequestSchema), ...errorResponses },
      },
    },
    async (request) => ok(await businessPartners.request(callerOf(request).userId, request.body)),
  );
};
