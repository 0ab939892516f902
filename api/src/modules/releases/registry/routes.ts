import {
  appReleasesSchema,
  okEnvelope,
  promoteReleaseBodySchema,
  releaseAppParamsSchema,
  releaseChangeSchema,
  rollbackReleaseBodySchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { StaffGuard } from '../../../platform/staff';
import { releaseCallerOf, type releaseGuard } from '../release-access';
import type { createReleaseRegistry } from './service';

/** What is live per app, and promote, canary and rollback through the registry. */
export const registryRoutes: FastifyPluginAsyncZod<{
  guard: StaffGuard;
  access: ReturnType<typeof releaseGuard>;
  releaseRegistry: ReturnType<typeof createReleaseRegistry>;
}> = async (app, { guard, access, releaseRegistry }) => {
  app.get(
    '/releases',
    {
      ...guard.staffOnly('releases'),
      schema: {
        tags: ['releases'],
        response: { 200: okEnvelope(appReleasesSchema.array()), ...errorResponses },
      },
    },
    async () => ok(await releaseRegistry.list()),
  );

  app.get(
    '/releases/:app',
    {
      ...access.staffOrAppToken,
      schema: {
        tags: ['releases'],
        params: releaseAppParamsSchema,
        response: { 200: okEnvelope(appReleasesSchema), ...errorResponses },
      },
    },
    async (request) => ok(await releaseRegistry.one(request.params.app)),
  );

  app.post(
    '/releases/:app/promote',
    {
      ...access.staffOrAppToken,
      schema: {
        tags: ['releases'],
        params: releaseAppParamsSchema,
        body: promoteReleaseBodySchema,
        response: { 200: okEnvelope(releaseChangeSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await releaseRegistry.promote(releaseCallerOf(request), request.params.app, request.body)),
  );

  app.post(
    '/releases/:app/rollback',
    {
      ...access.staffOrAppToken,
      schema: {
        tags: ['releases'],
        params: releaseAppParamsSchema,
        body: rollbackReleaseBodySchema,
        response: { 200: okEnvelope(releaseChangeSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await releaseRegistry.rollback(releaseCallerOf(request), request.params.app, request.body ?? {})),
  );
};
