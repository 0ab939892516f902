import { ErrorCode } from '@portal/shared/contract';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
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
/** A session as the accounts keep it: when it ended, and whether its account is locked or anonymised. */
export type SessionState = { revoked_at: Date | null; locked_at: Date | null; anonymised_at: Date | null };

export const createAuthHooks = ({
  accessTokens,
  sessionOf,
}: {
  accessTokens: AccessTokens;
  /** The accounts' answer for a token's session and user; undefined when there is none. */
  sessionOf: (sessionId: string, userId: number) => Promise<SessionState | undefined>;
}) => {
  const authenticate = async (token: string): Promise<Auth> => {
    const claims = await accessTokens.verify(token);
    const row = await sessionOf(claims.sessionId, claims.userId);
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
    /** Guests pass at once (most catalogue reads are a guest's); a token, when sent, must be good. */
    optionalUser: (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      let token: string | null;
      try {
        token = bearerToken(request);
      } catch (error) {
        return done(error as Error);
      }
      if (!token) {
        request.auth = null;
        return done();
      }
      authenticate(token).then((auth) => {
        request.auth = auth;
        done();
      }, done);
    },
  };
};

export type AuthHooks = ReturnType<typeof createAuthHooks>;

/** The signed-in caller of a route behind `requireUser`. */
export const callerOf = (request: FastifyRequest): Auth => {
  if (!request.auth) throw new AppError(401, ErrorCode.invalidToken, 'pleaseSignIn');
  return request.auth;
};
