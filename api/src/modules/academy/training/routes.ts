import {
  academyHistoryQuerySchema,
  academyTicketSchema,
  baristaTicketBodySchema,
  idParamsSchema,
  listEnvelope,
  okEnvelope,
  ticketTypeChildrenQuerySchema,
  ticketTypeChildSchema,
  ticketTypeSchema,
  trainingTicketBodySchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { AcademyDeps } from '../route-deps';

export const academyTrainingRoutes: FastifyPluginAsyncZod<AcademyDeps> = async (
  app,
  { auth, academyTickets },
) => {
  const tags = ['academy'];

  app.get(
    '/ticket/type/training',
    {
      schema: {
        tags,
        summary: 'Training types with their courses (child types)',
        response: { 200: okEnvelope(z.array(ticketTypeSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await academyTickets.types(request.language)),
  );

  app.get(
    '/ticket/type/training/children',
    {
      schema: {
        tags,
        summary: 'The courses of one training type',
        querystring: ticketTypeChildrenQuerySchema,
        response: { 200: okEnvelope(z.array(ticketTypeChildSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await academyTickets.children(request.query.parentId, request.language)),
  );

  app.post(
    '/training/ticket',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: 'Ask the academy to train staff on a course',
        body: trainingTicketBodySchema,
        response: { 200: okEnvelope(academyTicketSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await academyTickets.requestTraining(callerOf(request).userId, request.body, request.language)),
  );

  app.post(
    '/academy/ticket',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: 'Ask the academy for baristas (business partners only: 403/4430 otherwise)',
        body: baristaTicketBodySchema,
        response: { 200: okEnvelope(academyTicketSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await academyTickets.requestBaristas(callerOf(request).userId, request.body, request.language)),
  );

  app.get(
    '/academy/history',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary:
          "The caller's training (type=training) or barista (type=barista, business partners) requests",
        querystring: academyHistoryQuerySchema,
        response: { 200: listEnvelope(academyTicketSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { type, limit, offset } = request.query;
      const { tickets, total } = await academyTickets.history(
        callerOf(request).userId,
        type,
        limit,
        offset,
        request.language,
      );
      return { ...ok(tickets), meta: { limit, offset, total } };
    },
  );

  app.put(
    '/academy/ticket/:id/cancel',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: 'Cancel one of the caller’s requests while it is pending',
        params: idParamsSchema,
        response: { 200: okEnvelope(academyTicketSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await academyTickets.cancel(callerOf(request).userId, request.params.id, request.language)),
  );
};
