import {
  applyJobBodySchema,
  idParamsSchema,
  jobApplicationSchema,
  listEnvelope,
  listQuerySchema,
  okEnvelope,
  vacancyListQuerySchema,
  vacancySchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { AcademyDeps } from '../route-deps';

export const academyVacancyRoutes: FastifyPluginAsyncZod<AcademyDeps> = async (
  app,
  { auth, academyVacancies },
) => {
  const tags = ['academy'];

  app.get(
    '/vacancy',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags,
        summary: 'Open vacancies, newest first; with a token, the caller’s application status on each',
        querystring: vacancyListQuerySchema,
        response: { 200: listEnvelope(vacancySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { vacancies, total } = await academyVacancies.list(request.auth?.userId ?? null, limit, offset);
      return { ...ok(vacancies), meta: { limit, offset, total } };
    },
  );

  app.get(
    '/vacancy/:id',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags,
        summary: 'One open vacancy',
        params: idParamsSchema,
        response: { 200: okEnvelope(vacancySchema), ...errorResponses },
      },
    },
    async (request) => ok(await academyVacancies.get(request.auth?.userId ?? null, request.params.id)),
  );

  app.post(
    '/apply-job',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: 'Apply to a vacancy with the caller’s CV (in date); once per vacancy',
        body: applyJobBodySchema,
        response: { 200: okEnvelope(jobApplicationSchema), ...errorResponses },
      },
    },
    async (request) => ok(await academyVacancies.apply(callerOf(request).userId, request.body)),
  );

  app.get(
    '/apply-job',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: 'The caller’s applications with their status history',
        querystring: listQuerySchema,
        response: { 200: listEnvelope(jobApplicationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { applications, total } = await academyVacancies.mine(callerOf(request).userId, limit, offset);
      return { ...ok(applications), meta: { limit, offset, total } };
    },
  );

  app.put(
    '/apply-job/:id/withdraw',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: 'Withdraw one of the caller’s applications while it is open',
        params: idParamsSchema,
        response: { 200: okEnvelope(jobApplicationSchema), ...errorResponses },
      },
    },
    async (request) => ok(await academyVacancies.withdraw(callerOf(request).userId, request.params.id)),
  );
};
