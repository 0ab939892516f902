import { adminReportQuerySchema, adminReportSchema, okEnvelope } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsStaffDeps } from '../../route-deps';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';

export const adminReportRoutes: FastifyPluginAsyncZod<AccountsStaffDeps> = async (app, { guard, reportService }) => {
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
    async (request) => ok(await reportService.report(staffOf(request), request.query)),
  );
};
