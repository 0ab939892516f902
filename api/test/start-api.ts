import { type App, buildApp } from '../src/app';
import { createDb } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import type { Db } from '../src/db/schema';
import { seed } from '../src/db/seed';
import type { Clock } from '../src/platform/clock';
import { loadConfig } from '../src/platform/config';
import { createTestDatabase } from './test-database';

export type StartedApi = { baseUrl: string; db: Db; close: () => Promise<void> };

export type StartApiOptions = {
  /** Reuse this PGlite directory (left in place on close) instead of a fresh database. */
  dataDir?: string;
  /** Seed translations from this folder instead of api/src/db/seed/localize. */
  localizeDir?: string;
  clock?: Clock;
  /** Add test-only routes before the app starts listening. */
  configure?: (app: App) => void;
};

/** The API on a fresh, migrated and seeded database, listening on a free port of 127.0.0.1. */
export const startApi = async (options: StartApiOptions = {}): Promise<StartedApi> => {
  const database = await createTestDatabase({ dataDir: options.dataDir });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ...database.env,
  });
  const db = await createDb(config);
  const app = buildApp({ db, config, clock: options.clock });
  const close = async () => {
    await app.close();
    await db.destroy();
    await database.drop();
  };
  try {
    await migrateToLatest(db);
    await seed(db, { localizeDir: options.localizeDir });
    options.configure?.(app);
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    return { baseUrl, db, close };
  } catch (error) {
    await close();
    throw error;
  }
};
