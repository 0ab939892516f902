import { adminReportQuerySchema, adminReportSchema, okEnvelope } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { ok } from '../../platform/ok';
import type { Platform } from '../../platform/platform';
import { type StaffGuard, staffOf } from '../../platform/staff';
import { staffReport } from './report';

export const staffReportRoutes: FastifyPluginAsyncZod<Pick<Platform, 'db'> & { guard: StaffGuard }> = async (
  app,
  { guard, db },
) => {
  app.get(
    '/reports',
    {
      ...guard.staffOnly('reports'),
      schema: {
        tags: ['reports'],
        summary:
          'Sales by product, category, customer group, payment method and delivery or pickup; points; partner credit; service tickets and academy requests — for the Phnom Penh days from `from` to `to`',
        querystring: adminReportQuerySchema,
        response: { 200: okEnvelope(adminReportSchema), ...errorResponses },
      },
    },
    async (request) => ok(await staffReport(db, staffOf(request), request.query)),
  );
};
