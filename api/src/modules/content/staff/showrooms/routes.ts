import {
  adminShowroomBodySchema,
  adminShowroomSchema,
  idParamsSchema,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { ContentStaffDeps } from '../../route-deps';

const tags = ['showrooms'];

export const adminShowroomRoutes: FastifyPluginAsyncZod<ContentStaffDeps> = async (
  app,
  { guard, adminShowrooms },
) => {
  app.get(
    '/showrooms',
    {
      ...guard.staffOnly('catalogue'),
      schema: {
        tags,
        summary: 'Every showroom, the head office first, hidden ones too',
        response: { 200: okEnvelope(adminShowroomSchema.array()), ...errorResponses },
      },
    },
    async () => ok(await adminShowrooms.list()),
  );

  app.post(
    '/showrooms',
    {
      ...guard.staffOnly('catalogue'),
      schema: {
        tags,
        body: adminShowroomBodySchema,
        response: { 200: okEnvelope(adminShowroomSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminShowrooms.create(staffOf(request), request.body)),
  );

  app.put(
    '/showrooms/:id',
    {
      ...guard.staffOnly('catalogue'),
      schema: {
        tags,
        params: idParamsSchema,
        body: adminShowroomBodySchema,
        response: { 200: okEnvelope(adminShowroomSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminShowrooms.update(staffOf(request), request.params.id, request.body)),
  );

  for (const [action, isActive] of [
    ['show', true],
    ['hide', false],
  ] as const) {
    app.post(
      `/showrooms/:id/${action}`,
      {
        ...guard.staffOnly('catalogue'),
        schema: {
          tags,
          summary: action === 'hide' ? 'Takes a showroom off the shop (never the head office)' : undefined,
          params: idParamsSchema,
          response: { 200: okEnvelope(adminShowroomSchema), ...errorResponses },
        },
      },
      async (request) => ok(await adminShowrooms.setActive(staffOf(request), request.params.id, isActive)),
    );
  }
};
