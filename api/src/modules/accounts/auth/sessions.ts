import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { ErrorCode, type TokenPair } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { AccessTokens } from '../../../platform/access-tokens';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import { deriveKey, sha256Hex } from '../../../platform/secrets';

/**
 * How long a rotated refresh token still answers: two tabs of one browser share their tokens and refresh together
 * when the access token expires, so the loser of that race presents the winner's old token a moment later.
 */
export const refreshReuseGraceSeconds = 10;

/**
 * Sessions are refresh-token families. A refresh token is opaque (32 bytes), stored as its SHA-256 and good for one
 * rotation. Presented again within `refreshReuseGraceSeconds` it answers the very pair its rotation gave; later, it
 * means the token leaked, so the whole family ends.
 *
 * The pair need not be stored to be given again: a token's successor is an HMAC of the token under a key derived
 * from APP_SECRET (computed only by the server, shown the old token; the table still holds hashes only), and the
 * access token is signed as of the rotation, so the same claims sign to the same token.
 */
export const createSessions = ({
  db,
  config,
  clock,
  accessTokens,
}: {
  db: Db;
  config: Config;
  clock: Clock;
  accessTokens: AccessTokens;
}) => {
  const newRefreshToken = () => randomBytes(32).toString('base64url');
  const successorKey = deriveKey(config.secret, 'refresh-token-successor');
  const successorOf = (refreshToken: string) =>
    createHmac('sha256', successorKey).update(refreshToken).digest('base64url');
  // Without "Keep me signed in", a refresh token lasts one access token's life (the last refresh came at most that
  // long before the last activity) plus the inactivity limit; each rotation counts anew.
  const refreshSeconds = (remember: boolean) =>
    remember ? config.refreshTokenTtlSeconds : config.accessTokenTtlSeconds + config.sessionIdleSeconds;
  const expiresAt = (now: Date, remember: boolean) =>
    new Date(now.getTime() + refreshSeconds(remember) * 1000);

  const pair = async (
    userId: number,
    sessionId: string,
    refreshToken: string,
    issuedAt = clock.now(),
  ): Promise<TokenPair> => ({
    access_token: await accessTokens.sign({ userId, sessionId }, issuedAt),
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: accessTokens.ttlSeconds,
  });

  const invalid = (message = 'invalidRefreshToken') => new AppError(401, ErrorCode.invalidToken, message);

  const end = async (sessionId: string, reason: string) => {
    await db
      .updateTable('sessions')
      .set({ revoked_at: clock.now(), revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  };

  return {
    async start(userId: number, { remember = true }: { remember?: boolean } = {}): Promise<TokenPair> {
      const now = clock.now();
      const sessionId = randomUUID();
      const refreshToken = newRefreshToken();
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('sessions')
          .values({ id: sessionId, user_id: userId, created_at: now, remember })
          .execute();
        await trx
          .insertInto('refresh_tokens')
          .values({
            token_hash: sha256Hex(refreshToken),
            session_id: sessionId,
            created_at: now,
            expires_at: expiresAt(now, remember),
          })
          .execute();
      });
      return pair(userId, sessionId, refreshToken);
    },

    async rotate(refreshToken: string): Promise<TokenPair> {
      const now = clock.now();
      const outcome = await inTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom('refresh_tokens')
          .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
          .innerJoin('users', 'users.id', 'sessions.user_id')
          .select([
            'refresh_tokens.token_hash',
            'refresh_tokens.expires_at',
            'refresh_tokens.rotated_at',
            'sessions.id as session_id',
            'sessions.revoked_at',
            'sessions.remember',
            'users.id as user_id',
            'users.locked_at',
            'users.anonymised_at',
          ])
          .where('refresh_tokens.token_hash', '=', sha256Hex(refreshToken))
          .forUpdate()
          .executeTakeFirst();
        if (!row || row.revoked_at || row.anonymised_at) return { error: invalid() };
        const locked = () => new AppError(403, ErrorCode.accountLocked, 'yourAccountIsLocked');
        // The row lock above makes a simultaneous rotation of the same token wait here and then see `rotated_at`.
        if (row.rotated_at && now.getTime() - row.rotated_at.getTime() <= refreshReuseGraceSeconds * 1000) {
          if (row.locked_at) return { error: locked() };
          return {
            userId: row.user_id,
            sessionId: row.session_id,
            refreshToken: successorOf(refreshToken),
            issuedAt: row.rotated_at,
          };
        }
        if (row.rotated_at) {
          await trx
            .updateTable('sessions')
            .set({ revoked_at: now, revoked_reason: 'refresh token reused' })
            .where('id', '=', row.session_id)
            .execute();
          return { error: invalid('refreshTokenWasAlreadyUsed') };
        }
        if (row.expires_at.getTime() <= now.getTime()) return { error: invalid('refreshTokenExpired') };
        if (row.locked_at) return { error: locked() };
        const next = successorOf(refreshToken);
        await trx
          .updateTable('refresh_tokens')
          .set({ rotated_at: now })
          .where('token_hash', '=', row.token_hash)
          .execute();
        await trx
          .insertInto('refresh_tokens')
          .values({
            token_hash: sha256Hex(next),
            session_id: row.session_id,
            created_at: now,
            expires_at: expiresAt(now, row.remember),
          })
          .execute();
        return { userId: row.user_id, sessionId: row.session_id, refreshToken: next, issuedAt: now };
      });
      // Thrown after the transaction, so revoking a reused token's family is committed, not rolled back.
      if ('error' in outcome) throw outcome.error;
      return pair(outcome.userId, outcome.sessionId, outcome.refreshToken, outcome.issuedAt);
    },

    /** The session a refresh token belongs to, or null. */
    async sessionOfRefreshToken(refreshToken: string) {
      const row = await db
        .selectFrom('refresh_tokens')
        .select('session_id')
        .where('token_hash', '=', sha256Hex(refreshToken))
        .executeTakeFirst();
      return row?.session_id ?? null;
    },

    end,

    /** Signs the account out everywhere (password reset, deletion request), except `keep` when given. */
    async endAllOf(userId: number, reason: string, keep?: string) {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: clock.now(), revoked_reason: reason })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (keep) query = query.where('id', '!=', keep);
      await query.execute();
    },
  };
};

export type Sessions = ReturnType<typeof createSessions>;
