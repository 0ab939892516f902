import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../platform/config';
import { createPgliteDialect } from './pglite-dialect';
import type { Database, Db } from './schema';

/** Opens the database; `db.destroy()` closes it (for PGlite that flushes the data directory). */
export const createDb = async (config: { database: DatabaseConfig }): Promise<Db> => {
  const { database } = config;
  if (database.kind === 'postgres') {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) }),
    });
  }
  await mkdir(database.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: join(database.dataDir, 'pglite') });
  return new Kysely<Database>({ dialect: createPgliteDialect(client) });
};
