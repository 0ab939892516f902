import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { importRegistry } from '../../../build-config/registry-import.cjs';
import { postgresStore } from '../../../build-config/registry-postgres.cjs';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrateToLatest } from './migrate';
import type { Db } from './schema';

// The import fills the PostgreSQL registry: it runs when DATABASE_URL names a server.
const onServer = Boolean(process.env.DATABASE_URL);
const databases: TestDatabase[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const database of databases) await database.drop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

(onServer ? describe : describe.skip)("the image's releases imported into the database's registry", () => {
  it('makes live only the apps the database has no live release for, and says which', async () => {
    const database = await createTestDatabase();
    databases.push(database);
    const url = database.env.DATABASE_URL as string;
    const db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }) });
    await migrateToLatest(db as unknown as Db);
    await db.destroy();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-registry-import-'));
    dirs.push(dir);
    const file = path.join(dir, 'release-registry.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        apps: { host: { live: 'h1', stack: [] }, shop: { live: 's1', stack: [] } },
      }),
    );
    const store = postgresStore({ databaseUrl: url });
    try {
      await store.promote('shop', 's2', { by: 'release service' });

      expect(await importRegistry({ databaseUrl: url, file })).toEqual(['host h1']);
      const apps = (await store.read()).apps;
      expect([apps.host?.live, apps.shop?.live]).toEqual(['h1', 's2']);
      expect(await importRegistry({ databaseUrl: url, file })).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('refuses a database URL that names no PostgreSQL server', async () => {
    await expect(importRegistry({ databaseUrl: 'file:./data', file: '/nowhere.json' })).rejects.toThrow(
      'DATABASE_URL must name a PostgreSQL server',
    );
  });
});
