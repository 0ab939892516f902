import {
  adminServiceTicketDetailSchema,
  adminServiceTicketMoveBodySchema,
  adminServiceTicketQuerySchema,
  adminServiceTicketSummarySchema,
  idParamsSchema,
  listEnvelope,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffDeps } from '../../../../deps';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';

export const adminServiceTicketRoutes: FastifyPluginAsyncZod<StaffDeps> = async (
  app,
  { guard, adminServiceTickets },
) => {
  const tags = ['service tickets'];

  app.get(
    '/service-tickets',
    {
      ...guard.staffOnly('serviceTickets'),
      schema: {
        tags,
        summary: 'Every customer’s service tickets, newest first; status, kind and customer filters',
        querystring: adminServiceTicketQuerySchema,
        response: { 200: listEnvelope(adminServiceTicketSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await adminServiceTickets.list(request.query, request.language);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );

  app.get(
    '/service-tickets/:id',
    {
      ...guard.staffOnly('serviceTickets'),
      schema: {
        tags,
        summary:
          'One ticket with its customer, equipment, photos, site, history and the moves open to the desk',
        params: idParamsSchema,
        response: { 200: okEnvelope(adminServiceTicketDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminServiceTickets.detail(request.params.id, request.language)),
  );

  app.post(
    '/service-tickets/:id/status',
    {
      ...guard.staffOnly('serviceTickets'),
      schema: {
        tags,
        summary:
          'One move of the ticket table: schedule a technician and visit, start, complete with a remark or reject',
        params: idParamsSchema,
        body: adminServiceTicketMoveBodySchema,
        response: { 200: okEnvelope(adminServiceTicketDetailSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await adminServiceTickets.move(staffOf(request), request.params.id, request.body, request.language)),
  );
};
