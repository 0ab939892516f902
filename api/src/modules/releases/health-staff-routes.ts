import { okEnvelope, releaseHealthQuerySchema, releaseHealthSchema } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { ok } from '../../platform/ok';
import { healthByHour } from './health-by-hour';
import type { ReleasesStaffDeps } from './route-deps';

/** The Releases page's chart: page loads and failure rate per release and hour. */
export const releaseHealthStaffRoutes: FastifyPluginAsyncZod<ReleasesStaffDeps> = async (
  app,
  { db, clock, guard },
) => {
  app.get(
    '/releases/health',
    {
      ...guard.staffOnly('releases'),
      schema: {
        querystring: releaseHealthQuerySchema,
        response: { 200: okEnvelope(releaseHealthSchema), ...errorResponses },
      },
    },
    async (request) => ok(await healthByHour(db, clock.now(), request.query.hours)),
  );
};
