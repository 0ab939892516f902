import { ErrorCode } from '@portal/shared/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock';
import type { Config } from './config';
import { AppError } from './errors';
import { deriveKey } from './secrets';

const issuer = 'coffee-portal';
const audience = 'coffee-portal/client';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type AccessClaims = { userId: number; sessionId: string };

/** Signed (HS256) access tokens naming the user and the session (refresh-token family) they belong to. */
export const createAccessTokens = (config: Config, clock: Clock) => {
  const key = deriveKey(config.secret, 'access-token');
  const ttlSeconds = config.accessTokenTtlSeconds;

  /** `at` (default now) fixes the issue time, so the same claims at the same second sign to the same token. */
  const sign = ({ userId, sessionId }: AccessClaims, at: Date = clock.now()) => {
    const issuedAt = Math.floor(at.getTime() / 1000);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(key);
  };

  /** Expired → 401/4410 (the client refreshes and retries); anything else wrong → 401/4411. */
  const verify = async (token: string, { ignoreExpiry = false } = {}): Promise<AccessClaims> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer,
        audience,
        currentDate: ignoreExpiry ? new Date(0) : clock.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const userId = Number(payload.sub);
      const sessionId = payload.sid;
      if (!Number.isSafeInteger(userId) || typeof sessionId !== 'string' || !uuid.test(sessionId)) {
        throw new AppError(401, ErrorCode.invalidToken, 'invalidToken');
      }
      return { userId, sessionId };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JWTExpired) {
        throw new AppError(401, ErrorCode.accessTokenExpired, 'accessTokenExpired');
      }
      throw new AppError(401, ErrorCode.invalidToken, 'invalidToken');
    }
  };

  return { sign, verify, ttlSeconds };
};

export type AccessTokens = ReturnType<typeof createAccessTokens>;
