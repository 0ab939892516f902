// Reports benchmark (run by `pnpm bench`): a year of a report on the seeded shop times 100, on a throwaway embedded
// database (and on a PostgreSQL server when BENCH_DATABASE_URL is set). The seed's catalogue and accounts, then
// 100 customers for each seeded customer account and 100 orders a day for a year over every seeded variant (1 to 4
// lines, every payment method, delivery and pickup, one in twenty canceled), with their points, and 10 service
// tickets and academy requests a day. Prints each timed answer and their median.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import * as connection from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { createPgliteDialect } from '../src/db/pglite-dialect';
import type { Database } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { demoAdmin } from '../src/db/seed/staff';
import { loadConfig } from '../src/platform/config';
import { seedYear } from './bench-report-data';

const port = Number(process.env.BENCH_API_PORT ?? 4100) + 60;
const ordersPerDay = Number(process.env.BENCH_REPORT_ORDERS_PER_DAY ?? 100);
const timedRuns = Number(process.env.BENCH_REPORT_RUNS ?? 7);
const targetMs = 300;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const benchOn = async (title: string, db: Kysely<Database>, dataDir: string, databaseUrl = '') => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = buildApp({ db, config });
  try {
    await migrateToLatest(db);
    await seed(db, { demoAccounts: true });
    const from = '2025-01-01';
    const started = Date.now();
    const counted = await seedYear(db, from, ordersPerDay);
    await app.listen({ host: '127.0.0.1', port });
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/client/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: demoAdmin.phone, password: demoAdmin.password }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const url = `${base}/admin-api/reports?from=${from}&to=2025-12-31`;
    // In-process (PGlite), the process's CPU time is the answer's work, apart from waiting for a busy machine's cores.
    const cpu: number[] = [];
    const ask = async () => {
      const used = process.cpuUsage();
      const at = performance.now();
      const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!answer.ok) throw new Error(`reports answered ${answer.status}: ${await answer.text()}`);
      await answer.arrayBuffer();
      const spent = process.cpuUsage(used);
      cpu.push((spent.user + spent.system) / 1000);
      return performance.now() - at;
    };
    await ask();
    const times: number[] = [];
    for (let i = 0; i < timedRuns; i += 1) times.push(await ask());
    const middle = median(times);
    console.log(
      `\n${title}: GET /admin-api/reports for a year (${counted?.orders} orders, ${counted?.lines} lines, ` +
        `${counted?.customers} customers; written in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    console.log(`  ${timedRuns} answers: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    if (!databaseUrl) console.log(`  CPU time of this process: median ${median(cpu.slice(1)).toFixed(0)} ms`);
    console.log(
      `  load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      `  median ${middle.toFixed(0)} ms (target under ${targetMs} ms)${middle < targetMs ? '' : '  OVER TARGET'}`,
    );
  } finally {
    await app.close();
  }
};

const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-reports-'));
try {
  const extensions = (connection as { pgliteExtensions?: Record<string, unknown> }).pgliteExtensions ?? {};
  const client = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: extensions as never });
  const db = new Kysely<Database>({ dialect: createPgliteDialect(client) });
  try {
    await benchOn('Reports on embedded PostgreSQL (PGlite)', db, dataDir);
  } finally {
    await db.destroy();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const name = `bench_reports_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const serverDb = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString() }) }),
    });
    try {
      await benchOn('Reports on a PostgreSQL server', serverDb, dataDir, url.toString());
    } finally {
      await serverDb.destroy();
      await admin.query(`drop database ${name}`);
      await admin.end();
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
