import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { pgliteClientOf } from '../db/connection';
import type { Db } from '../db/schema';
import type { Clock } from './clock';
import type { Config } from './config';

/**
 * A cached answer: the JSON as sent, encoded once (writing a string to a socket encodes it again on every send), its
 * entity tag, and its compressed forms made on first demand.
 */
export type CachedAnswer = { body: Buffer; etag: string; encoded: Partial<Record<Encoding, Buffer>> };

type Encoding = 'br' | 'gzip';

/**
 * For a tag whose answers also change with time alone (a promotion or a banner starting or ending), when the next
 * such change after `now` happens, or null when none is scheduled.
 */
export type NextChange = (now: Date) => Promise<Date | null>;

/**
 * Catalogue reads served from memory. A key's first segment (before ':') is its tag: `products:list:142:en:…` is
 * dropped by `invalidate('products')`. Tags: settings, localize, categories, banners, showrooms, products (stock,
 * prices, reviews and promotions included).
 *
 * Database triggers NOTIFY the channel `read_cache` with the tag on every write to those tables, and every API
 * process LISTENs: a write from any process, a migration or a manual fix invalidates everywhere. The notification
 * arrives after the commit; `invalidate` forgets at once in this process, for writers that want their next read
 * fresh (the trigger has already told the others). A tag with a `nextChange` is also forgotten on the first read
 * at or after that moment, so a promotion that starts at midnight shows from midnight without any write.
 */
export type ReadCache = {
  /** A stored answer comes back at once, without a promise; a load (or a timed tag's first check) as a promise. */
  cached: (key: string, load: () => Promise<unknown>) => CachedAnswer | Promise<CachedAnswer>;
  invalidate: (tag: string) => void;
  /** Starts listening; until then (and while the listener is down) nothing is cached. */
  start: () => Promise<void>;
  close: () => Promise<void>;
};

export const readCacheChannel = 'read_cache';

/** The next moment after `now` at which a switched-on row of `table` starts or ends. */
export const nextStartOrEnd =
  (db: Db, table: 'promotions' | 'home_banners'): NextChange =>
  async (now) => {
    const row = await db
      .selectFrom(table)
      .select(
        sql<Date | null>`least(min(starts_at) filter (where starts_at > ${now}),
          min(ends_at) filter (where ends_at > ${now}))`.as('next'),
      )
      .where('is_active', '=', true)
      .executeTakeFirst();
    return row?.next ? new Date(row.next) : null;
  };
const maxEntries = 5000;

const tagOf = (key: string) => key.split(':', 1)[0] as string;

export const createReadCache = ({
  db,
  config,
  clock,
  nextChange = {},
  log,
  onRead,
}: {
  db: Db;
  config: Pick<Config, 'database'>;
  clock: Clock;
  nextChange?: Partial<Record<string, NextChange>>;
  log?: FastifyBaseLogger;
  /** Told of every cached read: whether memory answered it. */
  onRead?: (tag: string, hit: boolean) => void;
}): ReadCache => {
  const entries = new Map<string, CachedAnswer>();
  const pending = new Map<string, Promise<CachedAnswer>>();
  /** Bumped on every invalidation of a tag: a load that started before it must not be stored. */
  const generations = new Map<string, number>();
  /** Per timed tag, when its stored answers stop being true (asked once per generation). */
  const expiries = new Map<string, Promise<Date | null>>();
  /** The same once the database answered, so that a hit is checked without waiting. */
  const knownExpiries = new Map<string, Date | null>();
  let listening = false;
  let closed = false;
  let stopListening: (() => Promise<void>) | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const forget = (tag: string) => {
    generations.set(tag, (generations.get(tag) ?? 0) + 1);
    expiries.delete(tag);
    knownExpiries.delete(tag);
    for (const key of entries.keys()) if (tagOf(key) === tag) entries.delete(key);
    for (const key of pending.keys()) if (tagOf(key) === tag) pending.delete(key);
  };
  const forgetAll = () => {
    for (const key of [...entries.keys(), ...pending.keys()]) forget(tagOf(key));
  };

  const expiryOf = (tag: string) => {
    const next = nextChange[tag];
    if (!next) return null;
    let expiry = expiries.get(tag);
    if (!expiry) {
      const asked: Promise<Date | null> = next(clock.now()).then(
        (at) => {
          if (expiries.get(tag) === asked) knownExpiries.set(tag, at);
          return at;
        },
        (error) => {
          log?.warn({ err: error }, `read cache: next change of ${tag} unknown`);
          expiries.delete(tag);
          return null;
        },
      );
      expiry = asked;
      expiries.set(tag, expiry);
    }
    return expiry;
  };
  const forgetIfExpired = async (tag: string) => {
    const expiry = await expiryOf(tag);
    if (expiry && clock.now() >= expiry) forget(tag);
  };

  const encode = (value: unknown): CachedAnswer => {
    const body = Buffer.from(JSON.stringify(value));
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
  };

  const listenOnServer = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    // A client being let go can still report its connection's end (a restart, a dropped database): swallow that.
    const letGo = () => {
      client.removeAllListeners();
      client.on('error', () => {});
      return client.end().catch(() => {});
    };
    const retry = () => {
      listening = false;
      forgetAll();
      void letGo();
      if (!closed) reconnectTimer = setTimeout(() => void listenOnServer(url).catch(retry), 1000);
    };
    client.on('error', (error) => {
      log?.warn({ err: error }, 'read cache listener lost; caching paused');
      retry();
    });
    client.on('notification', (message) => {
      if (message.channel === readCacheChannel && message.payload) forget(message.payload);
    });
    await client.connect();
    await client.query(`listen ${readCacheChannel}`);
    stopListening = letGo;
    forgetAll();
    listening = true;
  };

  const store = async (key: string, tag: string, load: () => Promise<unknown>) => {
    const generation = generations.get(tag) ?? 0;
    const loading = load().then(encode);
    pending.set(key, loading);
    try {
      const answer = await loading;
      if ((generations.get(tag) ?? 0) === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, answer);
      }
      return answer;
    } finally {
      if (pending.get(key) === loading) pending.delete(key);
    }
  };
  const lookUp = (key: string, tag: string, load: () => Promise<unknown>) => {
    const hit = entries.get(key) ?? pending.get(key);
    onRead?.(tag, hit !== undefined);
    return hit ?? store(key, tag, load);
  };

  return {
    cached(key, load) {
      if (!listening) return load().then(encode);
      const tag = tagOf(key);
      if (knownExpiries.has(tag)) {
        const expiry = knownExpiries.get(tag);
        if (expiry && clock.now() >= expiry) forget(tag);
      } else if (nextChange[tag]) return forgetIfExpired(tag).then(() => lookUp(key, tag, load));
      return lookUp(key, tag, load);
    },

    invalidate: forget,

    async start() {
      if (listening || closed) return;
      if (config.database.kind === 'postgres') {
        await listenOnServer(config.database.url);
        return;
      }
      const client = pgliteClientOf(db);
      if (!client) return;
      const unlisten = await client.listen(readCacheChannel, (payload) => forget(payload));
      stopListening = () => unlisten();
      listening = true;
    },

    async close() {
      closed = true;
      listening = false;
      clearTimeout(reconnectTimer);
      entries.clear();
      await stopListening?.();
    },
  };
};

/** Answers below this size go as they are: compressing them saves less than it costs. */
const compressFrom = 1024;

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  // Quality 5: most of brotli's gain at a small part of its top level's time, paid once per cached answer.
  br: (body) => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body),
};

const acceptedEncoding = (header: string | undefined): Encoding | null => {
  const accepted = (header ?? '').split(',').map((part) => part.trim().split(';')[0]);
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
};

/**
 * Sends a cached answer with its ETag, compressed when the client accepts it (each form made once per answer); a
 * request whose If-None-Match names it gets 304 without a body. Browsers revalidate every time (no-cache), so a
 * change shows on the next read.
 */
export const sendCached = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) => {
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding');
  const match = request.headers['if-none-match'];
  if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding =
    answer.body.length >= compressFrom ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.body);
  answer.encoded[encoding] ??= compressors[encoding](answer.body);
  return reply.header('content-encoding', encoding).send(answer.encoded[encoding]);
};
