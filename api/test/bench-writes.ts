// The write path's benchmark (run by `pnpm bench`): add to cart and place order on the embedded database and, when
// BENCH_DATABASE_URL is set, on that PostgreSQL server, each beside a bare Fastify JSON route and the cached product
// list and detail measured in the same run. The API runs in a process of its own (test/bench-writes-app.ts). For
// one add and one order it prints every round trip to the database (BEGIN and COMMIT included) with its time, so
// what a write spends where is on the page; then one request alone (the median of several, one after another) and
// the same under load.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { type BenchBuyer, orderRequests } from './bench-buyers';
import { createPostgresDatabase } from './test-database';

const port = Number(process.env.BENCH_API_PORT ?? 4100) + 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const orders = Number(process.env.BENCH_ORDERS ?? 1000);
const alone = Number(process.env.BENCH_ALONE ?? 30);
const connections = Number(process.env.BENCH_CONCURRENCY ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL;
const control = `http://127.0.0.1:${port + 2}`;

type Step = { sql: string; ms: number };
type Trace = { steps: Step[]; statements: number | null; whole: number };
type Row = { name: string; rps?: number; p50?: number; p99?: number; note: string };

// The bare route runs in a process of its own too, so that it and the API meet the same load generator.
const bare = spawn(process.execPath, [join(import.meta.dirname, '../../scripts/bench-bare-server.mjs')], {
  env: { ...process.env, PORT: String(port + 1) },
  stdio: 'ignore',
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const waitFor = async (url: string, init?: RequestInit, process?: ChildProcess) => {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (process && process.exitCode !== null)
      throw new Error(`the benchmark's API exited ${process.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    const up = await fetch(url, init).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const startApp = async (env: Record<string, string>) => {
  const app = spawn(process.execPath, ['--import', 'tsx', 'test/bench-writes-app.ts'], {
    env: { ...process.env, ...env, BENCH_APP_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${control}/trace`, { method: 'DELETE' }, app);
  return app;
};

const stopApp = async (app: ChildProcess) => {
  if (app.exitCode !== null) return;
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
};

/** The round trips one request makes, each with its text and time. */
const traced = async (once: () => Promise<number>): Promise<Trace> => {
  await fetch(`${control}/trace`, { method: 'POST' });
  const whole = await once();
  const { steps, statements } = (await (
    await fetch(`${control}/trace`, { method: 'DELETE' })
  ).json()) as Omit<Trace, 'whole'>;
  return { steps, statements, whole };
};

const repeat = async (times: number, once: () => Promise<number>) => {
  const took: number[] = [];
  for (let i = 0; i < times; i += 1) took.push(await once());
  return took;
};

const printTrace = (title: string, { steps, statements, whole }: Trace) => {
  const inDatabase = steps.reduce((sum, step) => sum + step.ms, 0);
  const ran =
    statements === null ? '' : ` (${statements} statements run by the database, pg_stat_statements)`;
  console.log(
    `\n${title}: ${steps.length} round trips${ran}, ${inDatabase.toFixed(1)} ms of its ${whole.toFixed(1)} ms waiting on the database`,
  );
  for (const [i, step] of steps.entries()) {
    const text = step.sql.replace(/\s+/g, ' ').trim();
    console.log(
      `  ${String(i + 1).padStart(2)}. ${step.ms.toFixed(2).padStart(6)} ms  ${text.length > 100 ? `${text.slice(0, 97)}...` : text}`,
    );
  }
};

const benchOn = async (title: string, env: Record<string, string>) => {
  const app = await startApp(env);
  await waitFor(`http://127.0.0.1:${port + 1}/bare`);
  const rows: Row[] = [];
  const loadRow = (name: string, result: autocannon.Result, note = '') => {
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const row = {
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      note,
    };
    rows.push(row);
    return row;
  };
  const run = (options: autocannon.Options) => autocannon({ connections, duration: seconds, ...options });
  try {
    const base = `http://127.0.0.1:${port}/client`;
    const setup = (await (
      await fetch(`${control}/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ buyers: orders + alone + 2 }),
      })
    ).json()) as { productId: number; shopper: BenchBuyer; buyers: BenchBuyer[] };

    const bareRow = loadRow(
      'bare Fastify JSON route',
      await run({ url: `http://127.0.0.1:${port + 1}/bare` }),
    );
    const share = (row: Row) => {
      row.note = `${(((row.rps ?? 0) / (bareRow.rps ?? 1)) * 100).toFixed(0)} % of the bare route`;
    };
    for (const [name, url] of [
      ['GET /client/product (list, 20 rows, cached)', `${base}/product?categoryId=1&limit=20`],
      ['GET /client/product/{id} (detail, cached)', `${base}/product/${setup.productId}`],
    ] as const) {
      await fetch(url);
      share(loadRow(name, await run({ url })));
    }

    const addRequest = {
      method: 'POST' as const,
      headers: { authorization: `Bearer ${setup.shopper.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: setup.productId, quantity: 1 }),
    };
    const addOnce = async () => {
      const started = performance.now();
      const answer = await fetch(`${base}/cart/add`, addRequest);
      if (!answer.ok) throw new Error(`add to cart answered ${answer.status}: ${await answer.text()}`);
      await answer.arrayBuffer();
      return performance.now() - started;
    };
    await addOnce();
    const addTrace = await traced(addOnce);
    rows.push({
      name: 'add to cart, one alone',
      p50: median(await repeat(alone, addOnce)),
      note: `${addTrace.steps.length} round trips (auth included)`,
    });
    loadRow('add to cart, under load', await run({ url: `${base}/cart/add`, ...addRequest }));

    const buyers = setup.buyers;
    const orderOnce = async () => {
      const buyer = buyers.pop() as BenchBuyer;
      const started = performance.now();
      const answer = await fetch(`${base}/order`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${buyer.token}`,
          'content-type': 'application/json',
          'idempotency-key': `bench-${buyer.userId}`,
        },
        body: JSON.stringify({
          deliveryType: 'delivery',
          addressId: buyer.addressId,
          paymentMethod: 'cash_on_delivery',
        }),
      });
      if (!answer.ok) throw new Error(`place order answered ${answer.status}: ${await answer.text()}`);
      await answer.arrayBuffer();
      return performance.now() - started;
    };
    await orderOnce();
    const orderTrace = await traced(orderOnce);
    rows.push({
      name: 'place order (cash, 1 line), one alone',
      p50: median(await repeat(alone, orderOnce)),
      note: `${orderTrace.steps.length} round trips (auth and the answer's detail included)`,
    });
    loadRow(
      'place order (cash, 1 line), under load',
      await autocannon({
        url: `${base}/order`,
        connections,
        amount: buyers.length,
        requests: orderRequests(buyers),
      }),
    );

    console.log(`\n${title}: ${connections} connections, ${seconds} s per loaded route`);
    printTrace('One add to cart', addTrace);
    printTrace('One order', orderTrace);
    console.log('\n| Route | req/s | p50 ms | p99 ms | |\n| --- | ---: | ---: | ---: | --- |');
    for (const row of rows) {
      const cell = (value: number | undefined, digits = 0) =>
        value === undefined ? '' : value.toFixed(digits);
      console.log(
        `| ${row.name} | ${cell(row.rps)} | ${cell(row.p50, row.rps === undefined ? 1 : 0)} | ${cell(row.p99)} | ${row.note} |`,
      );
    }
  } finally {
    await stopApp(app);
  }
};

try {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-writes-'));
  try {
    await benchOn('Writes on embedded PostgreSQL (PGlite)', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  if (serverUrl) {
    const database = await createPostgresDatabase(serverUrl);
    try {
      await benchOn('Writes on a PostgreSQL server', { DATABASE_URL: database.env.DATABASE_URL as string });
    } finally {
      await database.drop();
    }
  }
} finally {
  await stopApp(bare);
}
