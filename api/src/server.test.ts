import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from '@jest/globals';
import { createTestDatabase } from '../test/test-database';
import { createDb } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';
import { loadConfig } from './platform/config';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

it('refuses to start in production while a demo account still has its published password', async () => {
  const database = await createTestDatabase();
  try {
    // A database once run outside production, where the demo accounts are seeded.
    const db = await createDb(loadConfig({ ...database.env, NODE_ENV: 'test' }));
    await migrateToLatest(db);
    await seed(db, { demoAccounts: true });
    await db.destroy();

    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        ...database.env,
        NODE_ENV: 'production',
        APP_SECRET: 'p'.repeat(40),
        API_PORT: '0',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });

    expect(started.status).toBe(1);
    expect(started.stdout + started.stderr).toContain(
      'Refusing to start in production: the demo account(s) 010200300, 012345678, 098765432 still sign in',
    );
  } finally {
    await database.drop();
  }
}, 90_000);
