import {
  deployTokenBodySchema,
  deployTokenSchema,
  emptyDataSchema,
  idParamsSchema,
  newDeployTokenSchema,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import { staffOf } from '../../../platform/staff';
import type { ReleasesStaffDeps } from '../route-deps';
import type { DeployTokens } from './service';

/** Deploy tokens: made, listed and revoked by staff holding `releases` only, never with a token. */
export const deployTokenRoutes: FastifyPluginAsyncZod<
  ReleasesStaffDeps & { deployTokens: DeployTokens }
> = async (app, { guard, deployTokens }) => {
  app.post(
    '/deploy-tokens',
    {
      ...guard.staffOnly('releases'),
      schema: {
        tags: ['releases'],
        body: deployTokenBodySchema,
        response: { 200: okEnvelope(newDeployTokenSchema), ...errorResponses },
      },
    },
    async (request) => ok(await deployTokens.create(staffOf(request), request.body)),
  );

  app.get(
    '/deploy-tokens',
    {
      ...guard.staffOnly('releases'),
      schema: {
        tags: ['releases'],
        response: { 200: okEnvelope(deployTokenSchema.array()), ...errorResponses },
      },
    },
    async () => ok(await deployTokens.list()),
  );

  app.delete(
    '/deploy-tokens/:id',
    {
      ...guard.staffOnly('releases'),
      schema: {
        tags: ['releases'],
        params: idParamsSchema,
        response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
      },
    },
    async (request) => ok(await deployTokens.revoke(staffOf(request), request.params.id)),
  );
};
