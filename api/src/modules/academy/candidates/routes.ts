import {
  candidateBodySchema,
  candidatePoolItemSchema,
  candidatePoolQuerySchema,
  candidateSchema,
  idParamsSchema,
  listEnvelope,
  myCandidateSchema,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { AcademyDeps } from '../route-deps';

export const academyCandidateRoutes: FastifyPluginAsyncZod<AcademyDeps> = async (
  app,
  { auth, academyCandidates },
) => {
  const tags = ['academy'];
  app.addHook('onRequest', auth.requireUser);

  app.get(
    '/candidate/me',
    {
      schema: {
        tags,
        summary: "The caller's CV, or null",
        response: { 200: okEnvelope(myCandidateSchema), ...errorResponses },
      },
    },
    async (request) => ok(await academyCandidates.mine(callerOf(request).userId)),
  );

  app.post(
    '/candidate',
    {
      schema: {
        tags,
        summary: 'Create the caller’s CV; it stays in the pool for a month',
        body: candidateBodySchema,
        response: { 200: okEnvelope(candidateSchema), ...errorResponses },
      },
    },
    async (request) => ok(await academyCandidates.create(callerOf(request).userId, request.body)),
  );

  app.put(
    '/candidate/me',
    {
      schema: {
        tags,
        summary: 'Change the caller’s CV (renews it)',
        body: candidateBodySchema,
        response: { 200: okEnvelope(candidateSchema), ...errorResponses },
      },
    },
    async (request) => ok(await academyCandidates.update(callerOf(request).userId, request.body)),
  );

  app.put(
    '/candidate/me/renew',
    {
      schema: {
        tags,
        summary: 'Renew the caller’s CV for another month',
        response: { 200: okEnvelope(candidateSchema), ...errorResponses },
      },
    },
    async (request) => ok(await academyCandidates.renew(callerOf(request).userId)),
  );

  app.get(
    '/candidate',
    {
      schema: {
        tags,
        summary: 'The candidate pool: CVs in date (business partners only: 403/4430 otherwise)',
        querystring: candidatePoolQuerySchema,
        response: { 200: listEnvelope(candidatePoolItemSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { items, total } = await academyCandidates.pool(callerOf(request).userId, request.query);
      return { ...ok(items), meta: { limit: request.query.limit, offset: request.query.offset, total } };
    },
  );

  app.get(
    '/candidate/:id',
    {
      schema: {
        tags,
        summary: 'One CV of the pool (business partners only)',
        params: idParamsSchema,
        response: { 200: okEnvelope(candidateSchema), ...errorResponses },
      },
    },
    async (request) => ok(await academyCandidates.detail(callerOf(request).userId, request.params.id)),
  );
};
