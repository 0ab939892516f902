import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { ErrorCode } from '@portal/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { AppError } from './errors';
import { throttleMessage } from './throttle';

/** The longest wait a limited address is told of (the backoff doubles per request made while limited). */
const maxWindowMs = 24 * 60 * 60 * 1000;

/**
 * @fastify/rate-limit's store in the database, so every API process counts the same tries. One statement per
 * request: a window that is over starts again at 1; a request past `max` pushes the window's end out, doubling
 * with each one (the library's exponentialBackoff, as its in-memory store does it).
 */
const databaseStore = (db: Db, route = '') => {
  const store: FastifyRateLimitStore = {
    incr(address, callback, timeWindow, max) {
      const now = new Date();
      const key = `${route} ${address}`;
      const over = sql<boolean>`rate_limits.ends_at <= ${now}`;
      const hits = sql<number>`case when ${over} then 1 else rate_limits.hits + 1 end`;
      const backoffMs = sql<number>`least(${timeWindow}::float8 * power(2, ${hits} - ${max} - 1), ${maxWindowMs})`;
      db.insertInto('rate_limits')
        .values({ key, hits: 1, ends_at: new Date(now.getTime() + timeWindow) })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits,
            ends_at: sql`case
              when ${over} then ${now}::timestamptz + make_interval(secs => ${timeWindow / 1000})
              when ${hits} > ${max} then ${now}::timestamptz + make_interval(secs => ${backoffMs} / 1000)
              else rate_limits.ends_at end`,
          }),
        )
        .returning(['hits', 'ends_at'])
        .executeTakeFirstOrThrow()
        .then(
          (row) =>
            callback(null, { current: row.hits, ttl: Math.max(0, row.ends_at.getTime() - now.getTime()) }),
          (error: Error) => callback(error),
        );
    },
    // Each limited route counts on its own: the library passes the route it builds a store for as routeInfo.
    child: (options) => {
      const { method = '', url = '' } =
        (options as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
      return databaseStore(db, `${method} ${url}`);
    },
  };
  return store;
};

/**
 * Per client address, for the calls anyone can hammer (sign-in, codes, registration): over the limit answers 429
 * with the seconds to wait, and each request made while limited pushes the wait further out. The address is the
 * connection's, or X-Forwarded-For's only from the proxies TRUST_PROXY names.
 */
export const registerRateLimit = (app: FastifyInstance, db: Db) =>
  app.register(rateLimit, {
    global: false,
    exponentialBackoff: true,
    // The library builds a store per route with `new`; a constructor function returning an object serves that.
    store: function Store() {
      return databaseStore(db);
    } as never,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, ErrorCode.tooManyRequests, throttleMessage, {
        seconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });

export const perIpLimit = (maxPerMinute: number) => ({
  rateLimit: { max: maxPerMinute, timeWindow: 60_000 },
});

/** Forgets the windows that ended (the hourly jobs call it). */
export const forgetEndedRateLimits = async (db: Db, now: Date) => {
  await db.deleteFrom('rate_limits').where('ends_at', '<', now).execute();
};
