import { isRetryableConflict } from './database-errors';
import type { Db, Trx } from './schema';

/**
 * Runs `work` in a transaction, and once more when PostgreSQL rolled it back for a serialization failure or a
 * deadlock (40001, 40P01): both mean "another transaction won, try again", not that the request was wrong. `work`
 * must therefore do nothing outside the database that cannot be done twice.
 */
export const inTransaction = async <T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> => {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (!isRetryableConflict(error)) throw error;
    return db.transaction().execute(work);
  }
};
