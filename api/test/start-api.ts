import { rm } from 'node:fs/promises';
import { type App, buildApp } from '../src/app';
import { createDb } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import type { Db } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { type Clock, systemClock } from '../src/platform/clock';
import { type Config, loadConfig } from '../src/platform/config';
import type { MessageSender } from '../src/platform/messages';
import { createStorage } from '../src/platform/storage';
import { createTestDatabase, makeTempDir } from './test-database';

export type StartedApi = { baseUrl: string; db: Db; config: Config; app: App; close: () => Promise<void> };

export type StartApiOptions = {
  /** Reuse this PGlite directory (left in place on close) instead of a fresh database. */
  dataDir?: string;
  /** Seed translations from this folder instead of api/src/db/seed/localize. */
  localizeDir?: string;
  clock?: Clock;
  /** More environment for `loadConfig` (ACCESS_TOKEN_TTL_SECONDS, GOOGLE_JWKS_URL …). */
  env?: Record<string, string>;
  messages?: MessageSender;
  /** Seed the demo customer and business partner too. */
  demoAccounts?: boolean;
  /** Seed the demo shop's past too (about three months of orders; needs `demoAccounts`). */
  demoHistory?: boolean;
  /** Reach the PostgreSQL server at this `host:port` instead (a proxy the test can cut). */
  databaseAddress?: string;
  /** Add test-only routes before the app starts listening. */
  configure?: (app: App) => void;
};

const withAddress = (url: string, address: string) => {
  const changed = new URL(url);
  changed.host = address;
  return changed.toString();
};

/** The API on a fresh, migrated and seeded database, listening on a free port of 127.0.0.1. */
export const startApi = async (options: StartApiOptions = {}): Promise<StartedApi> => {
  const database = await createTestDatabase({ dataDir: options.dataDir });
  // Uploads and other files go to a folder of their own, also when the database is a PostgreSQL server.
  const filesDir = database.env.DATA_DIR ? undefined : await makeTempDir('portal-api-files-');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    RATE_LIMIT_PER_IP_PER_MINUTE: '1000',
    // Every test of a file registers and asks for codes from 127.0.0.1, many to one phone.
    OTP_PER_ADDRESS_PER_HOUR: '100000',
    OTP_PER_ADDRESS_PER_DAY: '100000',
    OTP_PER_RECIPIENT_PER_DAY: '100000',
    ...(filesDir ? { DATA_DIR: filesDir } : {}),
    ...database.env,
    ...(database.env.DATABASE_URL && options.databaseAddress
      ? { DATABASE_URL: withAddress(database.env.DATABASE_URL, options.databaseAddress) }
      : {}),
    ...options.env,
  });
  const db = await createDb(config);
  const storage = createStorage({ config, clock: options.clock ?? systemClock });
  const app = buildApp({
    db,
    config,
    storage,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.messages ? { messages: options.messages } : {}),
  });
  const close = async () => {
    await app.close();
    await db.destroy();
    await database.drop();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  };
  try {
    await migrateToLatest(db);
    await seed(db, {
      ...(options.localizeDir ? { localizeDir: options.localizeDir } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      demoAccounts: options.demoAccounts ?? false,
      ...(options.demoHistory ? { demoHistory: config } : {}),
      storage,
    });
    options.configure?.(app);
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    return { baseUrl, db, config, app, close };
  } catch (error) {
    await close();
    throw error;
  }
};

/**
 * Another API process on the same database, as a second replica behind a load balancer: its own app, memory and
 * (on a PostgreSQL server) its own connections. The embedded database takes one process, so there it shares `db`.
 */
export const startAnotherProcess = async (api: StartedApi) => {
  const own = api.config.database.kind === 'postgres';
  const db = own ? await createDb(api.config) : api.db;
  const app = buildApp({
    db,
    config: api.config,
    storage: createStorage({ config: api.config, clock: systemClock }),
  });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl,
    app,
    db,
    close: async () => {
      await app.close();
      if (own) await db.destroy();
    },
  };
};
