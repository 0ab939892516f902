import {
  auditEntrySchema,
  developerAccessSchema,
  developerPermissionBodySchema,
  emptyDataSchema,
  grantStaffBodySchema,
  idParamsSchema,
  listEnvelope,
  listQuerySchema,
  okEnvelope,
  staffAccountSchema,
  staffMeSchema,
  staffRoleBodySchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { AccountsStaffDeps } from '../../route-deps';

const tags = ['staff'];

export const adminStaffRoutes: FastifyPluginAsyncZod<AccountsStaffDeps> = async (
  app,
  { guard, staffService },
) => {
  app.get(
    '/me',
    {
      ...guard.staffOnly('dashboard'),
      schema: {
        tags,
        summary: 'The signed-in staff member and the areas their role opens',
        response: { 200: okEnvelope(staffMeSchema), ...errorResponses },
      },
    },
    async (request) => ok(await staffService.me(staffOf(request))),
  );

  app.get(
    '/staff',
    {
      ...guard.staffOnly('staffAccounts'),
      schema: { tags, response: { 200: okEnvelope(staffAccountSchema.array()), ...errorResponses } },
    },
    async () => ok(await staffService.listStaff()),
  );

  app.post(
    '/staff',
    {
      ...guard.staffOnly('staffAccounts'),
      schema: {
        tags,
        summary: 'Give an existing account a staff role',
        body: grantStaffBodySchema,
        response: { 200: okEnvelope(staffAccountSchema), ...errorResponses },
      },
    },
    async (request) => ok(await staffService.grant(staffOf(request), request.body)),
  );

  app.put(
    '/staff/:id',
    {
      ...guard.staffOnly('staffAccounts'),
      schema: {
        tags,
        params: idParamsSchema,
        body: staffRoleBodySchema,
        response: { 200: okEnvelope(staffAccountSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await staffService.changeRole(staffOf(request), request.params.id, request.body.role)),
  );

  app.get(
    '/developer-access',
    {
      ...guard.staffOnly('dashboard'),
      schema: {
        tags,
        summary:
          'Whether the signed-in staff member holds the developer permission (a local remote in the portal)',
        response: { 200: okEnvelope(developerAccessSchema), ...errorResponses },
      },
    },
    async (request) => ok(await staffService.developerAccess(staffOf(request))),
  );

  app.put(
    '/staff/:id/developer',
    {
      ...guard.staffOnly('staffAccounts'),
      schema: {
        tags,
        params: idParamsSchema,
        body: developerPermissionBodySchema,
        response: { 200: okEnvelope(developerAccessSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await staffService.setDeveloper(staffOf(request), request.params.id, request.body.developer)),
  );

  app.delete(
    '/staff/:id',
    {
      ...guard.staffOnly('staffAccounts'),
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
      },
    },
    async (request) => {
      await staffService.revoke(staffOf(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/audit-log',
    {
      ...guard.staffOnly('auditLog'),
      schema: {
        tags,
        summary: 'Who changed what and when, newest first',
        querystring: listQuerySchema,
        response: { 200: listEnvelope(auditEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await staffService.auditLog(request.query);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );
};
