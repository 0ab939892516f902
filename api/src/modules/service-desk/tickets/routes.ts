import {
  categoryByTicketTypeQuerySchema,
  createServiceTicketBodySchema,
  equipmentCategorySchema,
  idParamsSchema,
  listEnvelope,
  okEnvelope,
  serviceHistoryQuerySchema,
  serviceTicketSchema,
  serviceTicketSummarySchema,
  serviceTicketTypeSchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { ServiceDeskDeps } from '../route-deps';

export const serviceTicketRoutes: FastifyPluginAsyncZod<ServiceDeskDeps> = async (
  app,
  { auth, serviceTickets },
) => {
  const tags = ['service'];

  app.get(
    '/ticket/type',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags,
        summary: 'Service ticket types: the one-off check-up and the service packages on offer',
        response: { 200: listEnvelope(serviceTicketTypeSchema), ...errorResponses },
      },
    },
    async (request) => {
      const types = await serviceTickets.ticketTypes(request.language);
      return { ...ok(types), meta: { limit: types.length, offset: 0, total: types.length } };
    },
  );

  app.get(
    '/category-by-service-ticket-type',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags,
        summary: 'Equipment types a ticket type covers',
        querystring: categoryByTicketTypeQuerySchema,
        response: { 200: listEnvelope(equipmentCategorySchema), ...errorResponses },
      },
    },
    async (request) => {
      const categories = await serviceTickets.categoriesOf(request.query.ticketTypeId, request.language);
      return { ...ok(categories), meta: { limit: categories.length, offset: 0, total: categories.length } };
    },
  );

  app.post(
    '/service/ticket',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary:
          'Subscribe to a package or request a check-up (business partners only); answers the new ticket',
        body: createServiceTicketBodySchema,
        response: { 200: okEnvelope(serviceTicketSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await serviceTickets.create(callerOf(request).userId, request.body, request.language)),
  );

  app.get(
    '/service/ticket/:id',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: "One of the caller's tickets with its status history",
        params: idParamsSchema,
        response: { 200: okEnvelope(serviceTicketSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await serviceTickets.detail(callerOf(request).userId, request.params.id, request.language)),
  );

  app.put(
    '/service/ticket/:id/cancel',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: 'Cancel a ticket not yet scheduled',
        params: idParamsSchema,
        response: { 200: okEnvelope(serviceTicketSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await serviceTickets.cancel(callerOf(request).userId, request.params.id, request.language)),
  );

  app.get(
    '/customer/history',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: "The caller's service tickets, newest first",
        querystring: serviceHistoryQuerySchema,
        response: { 200: listEnvelope(serviceTicketSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { tickets, total } = await serviceTickets.history(
        callerOf(request).userId,
        request.query,
        request.language,
      );
      return { ...ok(tickets), meta: { limit, offset, total } };
    },
  );
};
