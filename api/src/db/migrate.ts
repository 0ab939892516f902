import { Migrator } from 'kysely';
import { migrations } from './migrations';
import type { Db } from './schema';

export const migrateToLatest = async (db: Db) => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return results.map((result) => result.migrationName);
};
