import { afterAll, describe, expect, it } from '@jest/globals';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { postgresStore } from '../../../build-config/registry-postgres.cjs';
import {
  describeRegistryStore,
  eventually,
  type RegistryStore,
} from '../../../test/support/registry-store-behaviour';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrateToLatest } from './migrate';
import type { Db } from './schema';

// The PostgreSQL registry needs a server (LISTEN/NOTIFY between processes): it runs when DATABASE_URL names one.
const onServer = Boolean(process.env.DATABASE_URL);
const databases: TestDatabase[] = [];
const stores: RegistryStore[] = [];

/** A migrated database of its own, and its URL. */
async function migratedDatabase() {
  const database = await createTestDatabase();
  databases.push(database);
  const url = database.env.DATABASE_URL as string;
  const db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }) });
  await migrateToLatest(db as unknown as Db);
  await db.destroy();
  return url;
}

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  for (const database of databases) await database.drop();
});

(onServer ? describe : describe.skip)('on a PostgreSQL server', () => {
  describeRegistryStore(
    'PostgreSQL',
    async () => postgresStore({ databaseUrl: await migratedDatabase() }) as RegistryStore,
  );
});

(onServer ? describe : describe.skip)('the PostgreSQL registry read by servers', () => {
  it('reaches two readers through NOTIFY, and a reader that lost its connection reconnects', async () => {
    const url = await migratedDatabase();
    const lines: string[] = [];
    const open = () => {
      const store = postgresStore({ databaseUrl: url, reconnectMs: 100, log: (line) => lines.push(line) });
      stores.push(store as RegistryStore);
      return store;
    };
    const [writer, first, second] = [open(), open(), open()];
    const [one, two] = [first.watch(), second.watch()];
    await Promise.all([one.ready, two.ready]);
    expect(one()).toEqual({ apps: {} });

    await writer.promote('academy', 'a1');
    await writer.startCanary('academy', 'a2', 50);
    await eventually(() => {
      expect(one().apps.academy).toEqual({ live: 'a1', stack: ['a1'], canary: { version: 'a2', share: 50 } });
      expect(two().apps.academy).toEqual(one().apps.academy);
    });

    // The server ends the readers' connections (a restart, a failover): they keep what they read, then catch up.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = 'release-registry-watch' and datname = current_database()`,
    );
    await admin.end();
    await writer.promote('academy', 'a2');
    expect(one().apps.academy?.live).toBe('a1');
    await eventually(() => {
      expect(one().apps.academy).toEqual({ live: 'a2', stack: ['a1', 'a2'] });
      expect(two().apps.academy).toEqual({ live: 'a2', stack: ['a1', 'a2'] });
    });
    expect(lines.join('\n')).toContain("The release registry's connection was lost");
  });
});
