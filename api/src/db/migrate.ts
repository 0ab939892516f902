import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations';
import type { Db } from './schema';

export const migrateToLatest = async (db: Db, all: typeof migrations = migrations) => {
  // A migration may rebuild a large table's index: the requests' statement timeout is not for it.
  const { error, results = [] } = await db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      // Teams land migrations from parallel branches: one numbered below an applied one still runs, once.
      const migrator = new Migrator({
        db: connection,
        provider: { getMigrations: async () => all },
        allowUnorderedMigrations: true,
      });
      return await migrator.migrateToLatest();
    } finally {
      // Back to the pool with the timeout its connections start with.
      await sql`reset statement_timeout`.execute(connection);
    }
  });
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return results.map((result) => result.migrationName);
};
