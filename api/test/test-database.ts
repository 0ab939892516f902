import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { pgliteExtensions } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { createPgliteDialect } from '../src/db/pglite-dialect';
import type { Database } from '../src/db/schema';

export type TestDatabase = {
  /** Environment for `loadConfig` pointing at this database. */
  env: { DATA_DIR?: string; DATABASE_URL?: string };
  drop: () => Promise<void>;
};

/**
 * A database nobody else uses: with DATABASE_URL set, a uniquely named database on that server;
 * otherwise a PGlite directory under the system temp dir. Given `dataDir`, that PGlite directory, kept on drop.
 */
export const createTestDatabase = async ({ dataDir }: { dataDir?: string } = {}): Promise<TestDatabase> => {
  if (dataDir) {
    return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    return createPostgresDatabase(serverUrl);
  }
  const dir = await makeTempDir('portal-api-db-');
  await cp(await pgliteTemplate(), join(dir, 'pglite'), { recursive: true });
  return { env: { DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
};

export const makeTempDir = (prefix: string) => mkdtemp(join(tmpdir(), prefix));

/** A uniquely named database on the PostgreSQL server of `serverUrl`, dropped by `drop`. */
export const createPostgresDatabase = async (serverUrl: string): Promise<TestDatabase> => {
  const name = `portal_test_${randomUUID().replaceAll('-', '')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () =>
      withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
};

const withAdminClient = async (serverUrl: string, run: (client: pg.Client) => Promise<unknown>) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
};

/** Changes whenever a migration file does, so a template never lags behind the migrations. */
const migrationsFingerprint = async () => {
  const dir = new URL('../src/db/migrations/', import.meta.url);
  const hash = createHash('sha256');
  for (const name of (await readdir(dir)).sort())
    hash.update(name).update(await readFile(new URL(name, dir)));
  return hash.digest('hex').slice(0, 16);
};

/**
 * Creating a PGlite directory runs initdb and the migrations, seconds of CPU per test file; copying a closed one
 * takes a fraction. One template per machine, PGlite version and set of migrations, built by whichever test gets
 * there first (startApi's own migrate then finds nothing to do). The API suite's global setup builds it before any
 * test file starts, so parallel files never race to build it.
 */
export const pgliteTemplate = async () => {
  const packageJson = new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url);
  const { version } = JSON.parse(await readFile(packageJson, 'utf8')) as { version: string };
  const template = join(tmpdir(), `portal-api-pglite-template-${version}-${await migrationsFingerprint()}`);
  if (await exists(template)) return template;
  const staging = await makeTempDir('portal-api-pglite-staging-');
  const client = await PGlite.create({ dataDir: staging, extensions: pgliteExtensions });
  const db = new Kysely<Database>({ dialect: createPgliteDialect(client) });
  await migrateToLatest(db);
  await db.destroy();
  // PGlite still touches its directory shortly after closing: publish a copy, and remove the staging folder later.
  const copy = `${template}-${randomUUID()}`;
  await cp(staging, copy, { recursive: true });
  setTimeout(() => void rm(staging, { recursive: true, force: true }), 10_000).unref();
  try {
    await rename(copy, template);
  } catch {
    // Another test file finished its template first; use that one.
    await rm(copy, { recursive: true, force: true });
  }
  return template;
};

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
