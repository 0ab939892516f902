import { describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import pg from 'pg';
import { createTestDatabase } from '../../test/test-database';
import { loadConfig } from '../platform/config';
import { createDb } from './connection';
import { prepareDatabase, prepareLock } from './prepare';
import type { Db } from './schema';

// API replicas started together on an empty database (compose's `replicas: 2`): each migrates and seeds it, one
// process at a time, since two seeds inserting the same rows at once fail on the unique indexes. Replicas share a
// PostgreSQL server only: the embedded database serves one process.
(process.env.DATABASE_URL ? describe : describe.skip)('prepareDatabase on a PostgreSQL server', () => {
  it('prepares an empty database from four processes at once, every one starting', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ ...database.env, NODE_ENV: 'test' });
    const replicas = await Promise.all([1, 2, 3, 4].map(() => createDb(config)));
    try {
      const results = await Promise.allSettled(replicas.map((db) => prepareDatabase(db)));
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(
        Array(4).fill('ok'),
      );
      const [first] = replicas as [Db];
      const coupons = await sql<{ n: number }>`select count(*)::int as n from coupons`.execute(first);
      expect(coupons.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      for (const db of replicas) await db.destroy();
      await database.drop();
    }
  }, 180_000);

  // The embedded database serves one process only: the lock is the server's.
  (process.env.DATABASE_URL ? it : it.skip)(
    'waits while another process holds the lock',
    async () => {
      const database = await createTestDatabase();
      const url = database.env.DATABASE_URL as string;
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      const db = await createDb(loadConfig({ ...database.env, NODE_ENV: 'test' }));
      try {
        await other.query('select pg_advisory_lock(hashtext($1))', [prepareLock]);
        let done = false;
        const preparing = prepareDatabase(db).then(() => {
          done = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(done).toBe(false);
        expect((await other.query(`select to_regclass('coupons') as t`)).rows[0].t).toBeNull();
        await other.query('select pg_advisory_unlock(hashtext($1))', [prepareLock]);
        await preparing;
        expect(done).toBe(true);
      } finally {
        await other.end();
        await db.destroy();
        await database.drop();
      }
    },
    180_000,
  );
});
