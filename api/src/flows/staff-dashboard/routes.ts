import { adminDashboardQuerySchema, adminDashboardSchema, okEnvelope } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { ok } from '../../platform/ok';
import type { Platform } from '../../platform/platform';
import { type StaffGuard, staffOf } from '../../platform/staff';
import { staffDashboard } from './dashboard';

export const staffDashboardRoutes: FastifyPluginAsyncZod<
  Pick<Platform, 'db' | 'clock'> & { guard: StaffGuard }
> = async (app, { guard, db, clock }) => {
  app.get(
    '/dashboard',
    {
      ...guard.staffOnly('dashboard'),
      schema: {
        tags: ['staff'],
        summary: 'Sales of a period against the one before, and the work waiting in the areas of the role',
        querystring: adminDashboardQuerySchema,
        response: { 200: okEnvelope(adminDashboardSchema), ...errorResponses },
      },
    },
    async (request) => ok(await staffDashboard(db, clock.now(), staffOf(request), request.query)),
  );
};
