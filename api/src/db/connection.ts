import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../platform/config';
import { lockDataDir } from './data-dir-lock';
import { createPgliteDialect } from './pglite-dialect';
import type { Database, Db } from './schema';

/** PGlite ships pg_trgm as a loadable extension; the catalogue's substring search index needs it. */
export const pgliteExtensions = { pg_trgm };

const pgliteClients = new WeakMap<Db, PGlite>();
const pools = new WeakMap<Db, pg.Pool>();

/** The connection pool behind `db` on a PostgreSQL server (undefined on PGlite): its sizes are metrics. */
export const poolOf = (db: Db) => pools.get(db);

/** The embedded PGlite behind `db` (undefined on a PostgreSQL server): the read cache listens on it. */
export const pgliteClientOf = (db: Db) => pgliteClients.get(db);

/** Opens the database; `db.destroy()` closes it (for PGlite that flushes the data directory). */
export const createDb = async (config: { database: DatabaseConfig }): Promise<Db> => {
  const { database } = config;
  if (database.kind === 'postgres') {
    // A request waits at most 5 s for a connection: with the server down it answers 503 instead of hanging.
    const pool = new pg.Pool({
      connectionString: database.url,
      max: database.poolSize,
      connectionTimeoutMillis: 5000,
      statement_timeout: database.statementTimeoutMs,
      idle_in_transaction_session_timeout: database.idleInTransactionTimeoutMs,
    });
    // An idle connection the server ends (a restart, a failover) is dropped and replaced by the pool; without a
    // listener its error would bring the whole process down.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  await mkdir(database.dataDir, { recursive: true });
  const unlock = await lockDataDir(database.dataDir);
  const client = await PGlite.create({
    dataDir: join(database.dataDir, 'pglite'),
    extensions: pgliteExtensions,
  }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const db = new Kysely<Database>({ dialect: createPgliteDialect(client, { afterDestroy: unlock }) });
  // Kysely closes only a driver that has run a query; one now makes destroy() always close PGlite and unlock.
  await sql`select 1`.execute(db);
  pgliteClients.set(db, client);
  return db;
};
