import { clientErrorBodySchema, emptyDataSchema, okEnvelope } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { SystemDeps } from '../route-deps';

/** The portal's client-error log: what a browser could not load, written to the API's log for the operators. */
export const clientErrorRoutes: FastifyPluginAsyncZod<SystemDeps> = async (app) => {
  app.post(
    '/client-error',
    {
      schema: {
        tags: ['client-error'],
        summary: 'Report why the portal did not load a section (a remote it cannot run, for instance)',
        body: clientErrorBodySchema,
        response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
      },
    },
    async (request) => {
      request.log.warn({ clientError: request.body, ip: request.ip }, 'the portal reported a client error');
      return ok(null);
    },
  );
};
