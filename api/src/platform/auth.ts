import { ErrorCode } from '@portal/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/schema';
import type { AccessTokens } from './access-tokens';
import { AppError } from './errors';

export type Auth = { userId: number; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` / `optionalUser`; null for a guest. */
    auth: Auth | null;
  }
}

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0 || token.length > 4096) {
    throw new AppError(401, ErrorCode.invalidToken, 'invalidToken');
  }
  return token;
};

/**
 * Reads the bearer token: expired → 401/4410; malformed, forged, or of an ended session or anonymised account →
 * 401/4411; a locked account → 403/4412.
 */
export const createAuthHooks = ({ db, accessTokens }: { db: Db; accessTokens: AccessTokens }) => {
  const authenticate = async (token: string): Promise<Auth> => {
    const claims = await accessTokens.verify(token);
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.revoked_at', 'users.locked_at', 'users.anonymised_at'])
      .where('sessions.id', '=', claims.sessionId)
      .where('users.id', '=', claims.userId)
      .executeTakeFirst();
    if (!row || row.revoked_at || row.anonymised_at) {
      throw new AppError(401, ErrorCode.invalidToken, 'sessionHasEnded');
    }
    if (row.locked_at) {
      throw new AppError(403, ErrorCode.accountLocked, 'yourAccountIsLocked');
    }
    return claims;
  };

  return {
    requireUser: async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new AppError(401, ErrorCode.invalidToken, 'pleaseSignIn');
      request.auth = await authenticate(token);
    },
    /** Guests pass; a token, when sent, must be good. */
    optionalUser: async (request: FastifyRequest) => {
      const token = bearerToken(request);
      request.auth = token ? await authenticate(token) : null;
    },
  };
};

export type AuthHooks = ReturnType<typeof createAuthHooks>;

/** The signed-in caller of a route behind `requireUser`. */
export const callerOf = (request: FastifyRequest): Auth => {
  if (!request.auth) throw new AppError(401, ErrorCode.invalidToken, 'pleaseSignIn');
  return request.auth;
};
