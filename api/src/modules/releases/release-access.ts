import { ErrorCode } from '@portal/shared/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import type { StaffCaller, StaffGuard } from '../../platform/staff';
import type { DeployTokens } from './deploy-tokens/service';
import { isDeployToken, tokenMayRelease } from './deploy-tokens/token-secret';
import { deployTokenActor, staffActor } from './release-actor';

/**
 * Who changes a release: a staff member holding `releases`, or a pipeline with its app's deploy token. `auditAs` is
 * the staff member the audit log names (for a token, the administrator who made it); `by` goes into the history.
 */
export type ReleaseCaller = { auditAs: Pick<StaffCaller, 'userId'>; by: string; tokenId: number | null };

const callers = new WeakMap<FastifyRequest, ReleaseCaller>();

export const releaseCallerOf = (request: FastifyRequest): ReleaseCaller => {
  const caller = callers.get(request);
  if (!caller) throw new AppError(403, ErrorCode.permissionDenied, 'youDontHaveAPermission');
  return caller;
};

const bearerOf = (request: FastifyRequest) => {
  const [scheme, token] = (request.headers.authorization ?? '').trim().split(/\s+/);
  return scheme?.toLowerCase() === 'bearer' ? (token ?? null) : null;
};

/**
 * Route options for a route on one app's releases (`:app` in its path): a deploy token of that app, or a staff member
 * with the `releases` area. A token unknown, revoked or expired answers 401/4411; another app's token 403/4430.
 */
export const releaseGuard = ({ guard, deployTokens }: { guard: StaffGuard; deployTokens: DeployTokens }) => {
  const staff = guard.staffOnly('releases');
  return {
    staffOrAppToken: {
      config: staff.config,
      onRequest: async (request: FastifyRequest) => {
        const token = bearerOf(request);
        if (token && isDeployToken(token)) {
          const caller = await deployTokens.caller(token);
          if (!caller) throw new AppError(401, ErrorCode.invalidToken, 'invalidToken');
          const { app } = request.params as { app?: string };
          if (!app || !tokenMayRelease(caller.app, app))
            throw new AppError(403, ErrorCode.permissionDenied, 'youDontHaveAPermission');
          callers.set(request, {
            auditAs: { userId: caller.createdBy },
            by: deployTokenActor(caller.tokenId, caller.app),
            tokenId: caller.tokenId,
          });
          return;
        }
        await staff.onRequest(request);
        const userId = request.staff?.userId;
        if (userId) callers.set(request, { auditAs: { userId }, by: staffActor(userId), tokenId: null });
      },
    },
  };
};
