import { sql } from 'kysely';
import { pgliteClientOf } from '../db/connection';
import type { Db } from '../db/schema';

/**
 * Runs `work` unless another API process is running the same job right now, and says whether it ran. On a
 * PostgreSQL server a session advisory lock keyed by the job's name decides (released when the work ends, or by the
 * server if the process dies); the embedded database serves one process only, so there it always runs.
 */
export const runExclusive = async (db: Db, job: string, work: () => Promise<void>): Promise<boolean> => {
  if (pgliteClientOf(db)) {
    await work();
    return true;
  }
  return db.connection().execute(async (session) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(hashtext(${job})) as locked`.execute(session);
    if (!rows[0]?.locked) return false;
    try {
      await work();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${job}))`.execute(session);
    }
  });
};

/**
 * Runs `work` once no other API process is running it: on a PostgreSQL server it waits for the session advisory
 * lock keyed by `name` (released when the work ends, or by the server if the process dies); the embedded database
 * serves one process only, so there it runs at once.
 */
export const runOneAtATime = async <T>(db: Db, name: string, work: () => Promise<T>): Promise<T> => {
  if (pgliteClientOf(db)) return work();
  return db.connection().execute(async (session) => {
    await sql`select pg_advisory_lock(hashtext(${name}))`.execute(session);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(session);
    }
  });
};
