import {
  adminAcademyRequestMoveBodySchema,
  adminAcademyRequestQuerySchema,
  adminAcademyRequestSchema,
  adminApplicationMoveBodySchema,
  adminApplicationQuerySchema,
  adminApplicationSchema,
  adminCandidateDetailSchema,
  adminCandidateQuerySchema,
  adminCandidateSummarySchema,
  adminVacancyBodySchema,
  adminVacancyQuerySchema,
  adminVacancySchema,
  idParamsSchema,
  listEnvelope,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import { staffOf } from '../../../platform/staff';
import type { AcademyStaffDeps } from '../route-deps';

export const adminAcademyRoutes: FastifyPluginAsyncZod<AcademyStaffDeps> = async (
  app,
  { guard, adminAcademy },
) => {
  const tags = ['academy'];
  const academyOnly = guard.staffOnly('academy');

  app.get(
    '/academy/requests',
    {
      ...academyOnly,
      schema: {
        tags,
        summary: 'Training or barista requests of every customer, newest first, optionally of one status',
        querystring: adminAcademyRequestQuerySchema,
        response: { 200: listEnvelope(adminAcademyRequestSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await adminAcademy.requests(request.query, request.language);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );

  app.post(
    '/academy/requests/:id/status',
    {
      ...academyOnly,
      schema: {
        tags,
        summary: 'One move of the request table with a remark (required to reject or cancel)',
        params: idParamsSchema,
        body: adminAcademyRequestMoveBodySchema,
        response: { 200: okEnvelope(adminAcademyRequestSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await adminAcademy.moveRequest(staffOf(request), request.params.id, request.body, request.language)),
  );

  app.get(
    '/academy/vacancies',
    {
      ...academyOnly,
      schema: {
        tags,
        summary: 'Every vacancy, open or closed, newest first, with how many applied',
        querystring: adminVacancyQuerySchema,
        response: { 200: listEnvelope(adminVacancySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await adminAcademy.vacancies(request.query);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );

  app.post(
    '/academy/vacancies',
    {
      ...academyOnly,
      schema: {
        tags,
        summary: 'Post a vacancy (salaries in cents a month)',
        body: adminVacancyBodySchema,
        response: { 200: okEnvelope(adminVacancySchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminAcademy.createVacancy(staffOf(request), request.body)),
  );

  app.get(
    '/academy/vacancies/:id',
    {
      ...academyOnly,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: okEnvelope(adminVacancySchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminAcademy.vacancy(request.params.id)),
  );

  app.put(
    '/academy/vacancies/:id',
    {
      ...academyOnly,
      schema: {
        tags,
        summary: 'Edit a vacancy',
        params: idParamsSchema,
        body: adminVacancyBodySchema,
        response: { 200: okEnvelope(adminVacancySchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await adminAcademy.updateVacancy(staffOf(request), request.params.id, request.body)),
  );

  app.post(
    '/academy/vacancies/:id/close',
    {
      ...academyOnly,
      schema: {
        tags,
        summary: 'Close a vacancy: it leaves the academy page and takes no more applications',
        params: idParamsSchema,
        response: { 200: okEnvelope(adminVacancySchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminAcademy.closeVacancy(staffOf(request), request.params.id)),
  );

  app.get(
    '/academy/vacancies/:id/applications',
    {
      ...academyOnly,
      schema: {
        tags,
        summary: 'The applications to one vacancy, newest first, with their candidates',
        params: idParamsSchema,
        querystring: adminApplicationQuerySchema,
        response: { 200: listEnvelope(adminApplicationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await adminAcademy.applications(request.params.id, request.query);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );

  app.post(
    '/academy/applications/:id/status',
    {
      ...academyOnly,
      schema: {
        tags,
        summary: 'One move of the application table with a remark (required to reject)',
        params: idParamsSchema,
        body: adminApplicationMoveBodySchema,
        response: { 200: okEnvelope(adminApplicationSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await adminAcademy.moveApplication(staffOf(request), request.params.id, request.body)),
  );

  app.get(
    '/academy/candidates',
    {
      ...academyOnly,
      schema: {
        tags,
        summary: 'Every CV, expired ones included; search by name, phone, position or skill',
        querystring: adminCandidateQuerySchema,
        response: { 200: listEnvelope(adminCandidateSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await adminAcademy.candidates(request.query);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );

  app.get(
    '/academy/candidates/:id',
    {
      ...academyOnly,
      schema: {
        tags,
        summary: 'One CV, expired or not, with its applications',
        params: idParamsSchema,
        response: { 200: okEnvelope(adminCandidateDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminAcademy.candidate(request.params.id)),
  );
};
