import { runOneAtATime } from '../platform/jobs';
import { migrateToLatest } from './migrate';
import type { Db } from './schema';
import { type SeedOptions, seed } from './seed';

export const prepareLock = 'coffee-portal:prepare-database';

/**
 * Migrates and seeds the database, as every API process does when it starts: one process at a time, since replicas
 * started together on an empty database would insert the same seed rows at once, and all but one would fail on the
 * unique indexes.
 */
export const prepareDatabase = (db: Db, options: SeedOptions = {}) =>
  runOneAtATime(db, prepareLock, async () => {
    await migrateToLatest(db);
    await seed(db, options);
  });
