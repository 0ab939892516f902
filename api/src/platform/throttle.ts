import { ErrorCode } from '@portal/shared/contract';
import { sql } from 'kysely';
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

/** A 429 saying how long to wait: `message` is a key whose text names {{seconds}} or {{minutes}}. */
export const tooManyRequests = (seconds: number, message = throttleMessage) =>
  new AppError(429, ErrorCode.tooManyRequests, message, { seconds, minutes: Math.ceil(seconds / 60) });

/** Counters kept in the database (shared by every API process), timed by the injected clock. */
export const createThrottle = (db: Db, clock: Clock) => {
  /** The seconds until the last of `keys` is no longer blocked (0 when none is). */
  const longestBlock = async (keys: string[]) => {
    const rows = await db.selectFrom('throttles').select('blocked_until').where('key', 'in', keys).execute();
    const until = Math.max(0, ...rows.map((row) => row.blocked_until?.getTime() ?? 0));
    const remaining = until - clock.now().getTime();
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
  };
  const secondsBlocked = (key: string) => longestBlock([key]);

  return {
    secondsBlocked,
    longestBlock,

    /**
     * Counts one attempt at `key` before it is made: throws 429 (with the seconds to wait) while `key` is blocked;
     * the attempt that reaches `max` is still made, and imposes the next block. One statement, so attempts that
     * arrive together are counted one after another and never more than `max` of them are let through. The 429
     * says `message` (a key naming {{seconds}} or {{minutes}}).
     */
    async claim(key: string, policy: ThrottlePolicy, message = throttleMessage) {
      const now = clock.now();
      const windowStart = new Date(now.getTime() - policy.windowSeconds * 1000);
      const forgivenBefore = new Date(now.getTime() - forgiveAfterMs);
      const windowOver = sql<boolean>`throttles.window_started_at < ${windowStart}`;
      const hits = sql<number>`case when ${windowOver} then 1 else throttles.hits + 1 end`;
      const reached = sql<boolean>`${hits} >= ${policy.max}`;
      const strikes = sql<number>`case when throttles.blocked_until < ${forgivenBefore} then 0 else throttles.strikes end`;
      const blockSeconds = sql<number>`least(${policy.blockSeconds} * power(2, ${strikes}), ${policy.maxBlockSeconds})`;
      const counted = await db
        .insertInto('throttles')
        .values({ key, hits: 1, window_started_at: now, strikes: 0, blocked_until: null })
        .onConflict((conflict) =>
          conflict
            .column('key')
            .doUpdateSet({
              hits: sql`case when ${reached} then 0 else ${hits} end`,
              strikes: sql`case when ${reached} then ${strikes} + 1 else ${strikes} end`,
              blocked_until: sql`case when ${reached}
                then ${now}::timestamptz + make_interval(secs => ${blockSeconds}) else throttles.blocked_until end`,
              window_started_at: sql`case when ${windowOver} or ${reached} then ${now}::timestamptz else throttles.window_started_at end`,
            })
            .where((eb) =>
              eb.or([eb('throttles.blocked_until', 'is', null), eb('throttles.blocked_until', '<=', now)]),
            ),
        )
        .returning('key')
        .executeTakeFirst();
      if (!counted) throw tooManyRequests(Math.max(1, await secondsBlocked(key)), message);
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

/**
 * Forgets the counters that can no longer hold anyone back (the hourly jobs call it): window over and no pause in
 * the last day, so a next attempt would start from nothing anyway. Holds for windows of a day or less (every
 * policy's); the client addresses kept in keys go with them.
 */
export const forgetSettledThrottles = async (db: Db, now: Date) => {
  const settledBefore = new Date(now.getTime() - forgiveAfterMs);
  await db
    .deleteFrom('throttles')
    .where('window_started_at', '<', settledBefore)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', settledBefore)]))
    .execute();
};

/**
 * Forgets the counters kept under a person's phone or e-mail (login:<id>, otp-send:<id>, otp-send-day:<id>,
 * otp-resend:<type>:<id>).
 */
export const forgetThrottlesOf = (db: Db, recipients: string[]) =>
  db
    .deleteFrom('throttles')
    .where((eb) =>
      eb.or(
        recipients.flatMap((recipient) => [
          eb('key', '=', `login:${recipient}`),
          eb('key', '=', `otp-send:${recipient}`),
          eb('key', '=', `otp-send-day:${recipient}`),
          eb('key', 'like', `otp-resend:%:${recipient.replace(/[\\%_]/g, '\\$&')}`),
        ]),
      ),
    )
    .execute();
