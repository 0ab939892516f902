import { ErrorCode } from '@portal/shared/contract';
import type { Db } from '../db/schema';
import type { Clock } from './clock';
import { AppError } from './errors';

/**
 * `max` hits within `windowSeconds` impose a block of `blockSeconds`; each further block doubles, up to
 * `maxBlockSeconds`. A key that stayed out of trouble for a day starts again from the first block.
 */
export type ThrottlePolicy = {
  max: number;
  windowSeconds: number;
  blockSeconds: number;
  maxBlockSeconds: number;
};

const forgiveAfterMs = 24 * 60 * 60 * 1000;

export const throttleMessage = 'tooManyAttemptsTryAgainInSeconds';

/** Counters kept in the database (shared by every API process), timed by the injected clock. */
export const createThrottle = (db: Db, clock: Clock) => {
  const secondsBlocked = async (key: string) => {
    const row = await db
      .selectFrom('throttles')
      .select('blocked_until')
      .where('key', '=', key)
      .executeTakeFirst();
    const remaining = (row?.blocked_until?.getTime() ?? 0) - clock.now().getTime();
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
  };

  return {
    secondsBlocked,

    /** Throws 429 (with the seconds to wait) while `key` is blocked. */
    async assertAllowed(key: string) {
      const seconds = await secondsBlocked(key);
      if (seconds > 0) {
        throw new AppError(429, ErrorCode.tooManyRequests, throttleMessage, { seconds });
      }
    },

    /** Counts one hit; the hit that reaches `max` imposes the next block. */
    async hit(key: string, policy: ThrottlePolicy) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('throttles')
          .values({ key, hits: 0, window_started_at: now, strikes: 0, blocked_until: null })
          .onConflict((conflict) => conflict.column('key').doNothing())
          .execute();
        const row = await trx
          .selectFrom('throttles')
          .selectAll()
          .where('key', '=', key)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const windowOver = now.getTime() - row.window_started_at.getTime() > policy.windowSeconds * 1000;
        const forgiven =
          row.blocked_until !== null && now.getTime() - row.blocked_until.getTime() > forgiveAfterMs;
        let hits = windowOver ? 1 : row.hits + 1;
        let strikes = forgiven ? 0 : row.strikes;
        let blockedUntil = row.blocked_until;
        if (hits >= policy.max) {
          strikes += 1;
          const seconds = Math.min(policy.blockSeconds * 2 ** (strikes - 1), policy.maxBlockSeconds);
          blockedUntil = new Date(now.getTime() + seconds * 1000);
          hits = 0;
        }
        await trx
          .updateTable('throttles')
          .set({
            hits,
            strikes,
            blocked_until: blockedUntil,
            window_started_at: windowOver || hits === 0 ? now : row.window_started_at,
          })
          .where('key', '=', key)
          .execute();
      });
    },

    /** Blocks `key` for exactly `seconds` from now (a fixed wait, such as the 60 s before a code may be resent). */
    async blockFor(key: string, seconds: number) {
      const now = clock.now();
      const until = new Date(now.getTime() + seconds * 1000);
      await db
        .insertInto('throttles')
        .values({ key, hits: 0, window_started_at: now, strikes: 0, blocked_until: until })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ blocked_until: until }))
        .execute();
    },

    async clear(key: string) {
      await db.deleteFrom('throttles').where('key', '=', key).execute();
    },
  };
};

export type Throttle = ReturnType<typeof createThrottle>;
