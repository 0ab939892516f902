// Orders benchmark (run by `pnpm bench`): add to cart and place order next to a bare Fastify JSON route measured in
// the same run, on a throwaway embedded database, plus the SQL statements one order placement runs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { Kysely } from 'kysely';
import { buildApp } from '../src/app';
import * as connection from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { createPgliteDialect } from '../src/db/pglite-dialect';
import type { Database } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { createSessions } from '../src/modules/accounts';
import { createAccessTokens } from '../src/platform/access-tokens';
import { systemClock } from '../src/platform/clock';
import { loadConfig } from '../src/platform/config';
import { type BenchBuyer, benchBuyers, orderRequests } from './bench-buyers';
import { createProduct } from './shop-fixtures';

const port = Number(process.env.BENCH_API_PORT ?? 4100) + 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const orders = Number(process.env.BENCH_ORDERS ?? 300);
const connections = Number(process.env.BENCH_CONCURRENCY ?? 10);

type Row = { name: string; rps: number; p50: number; p99: number; note?: string };
const rows: Row[] = [];
const record = (name: string, result: autocannon.Result, note?: string) => {
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  rows.push({
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ...(note ? { note } : {}),
  });
};

const bare = Fastify();
bare.get('/bare', async () => ({ data: { ok: true }, message: 'ok' }));
await bare.listen({ host: '127.0.0.1', port: port + 1 });

const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-orders-'));
const extensions = (connection as { pgliteExtensions?: Record<string, unknown> }).pgliteExtensions ?? {};
const client = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: extensions as never });
let statements = 0;
// Kysely's log hook sees every statement the app runs (BEGIN/COMMIT of a transaction are not statements it logs).
const db = new Kysely<Database>({
  dialect: createPgliteDialect(client),
  log: (event) => {
    if (event.level === 'query') statements += 1;
  },
});
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
});
const app = buildApp({ db, config });
try {
  await migrateToLatest(db);
  await seed(db, {});
  await app.listen({ host: '127.0.0.1', port });
  const base = `http://127.0.0.1:${port}/client`;
  const sessions = createSessions({
    db,
    config,
    clock: systemClock,
    accessTokens: createAccessTokens(config, systemClock),
  });
  const product = await createProduct(db, { stock: 1_000_000_000, price: 1_250 });
  const newBuyer = benchBuyers(db, sessions, 'orders');

  const run = (options: autocannon.Options) => autocannon({ connections, ...options });

  record(
    'bare Fastify JSON route',
    await run({ url: `http://127.0.0.1:${port + 1}/bare`, duration: seconds }),
  );
  record('GET /client/health', await run({ url: `${base}/health`, duration: seconds }));

  const shopper = await newBuyer(0);
  statements = 0;
  const added = await fetch(`${base}/cart/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ productId: product.productId, quantity: 1 }),
  });
  if (!added.ok) throw new Error(`add to cart answered ${added.status}: ${await added.text()}`);
  const perAdd = statements;
  record(
    'POST /client/cart/add',
    await run({
      url: `${base}/cart/add`,
      method: 'POST',
      duration: seconds,
      headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: product.productId, quantity: 1 }),
    }),
    `${perAdd} SQL statements per add to cart (incl. auth)`,
  );

  const buyers: BenchBuyer[] = [];
  for (let i = 1; i <= orders + 1; i += 1) buyers.push(await newBuyer(i));
  const now = new Date();
  await db
    .insertInto('cart_items')
    .values(
      buyers.map((b) => ({
        user_id: b.userId,
        kind: 'cart' as const,
        product_id: product.productId,
        variant_id: product.variantIds[0] as number,
        quantity: 2,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();

  const counted = buyers.pop() as (typeof buyers)[number];
  statements = 0;
  const one = await fetch(`${base}/order`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${counted.token}`,
      'content-type': 'application/json',
      'idempotency-key': 'bench-count-1',
    },
    body: JSON.stringify({
      deliveryType: 'delivery',
      addressId: counted.addressId,
      paymentMethod: 'cash_on_delivery',
    }),
  });
  if (!one.ok) throw new Error(`place order answered ${one.status}: ${await one.text()}`);
  const perOrder = statements;

  record(
    'POST /client/order (cash, 1 line)',
    await run({
      url: `${base}/order`,
      amount: buyers.length,
      requests: orderRequests(buyers),
    }),
    `${perOrder} SQL statements per order (incl. auth and the answer's detail)`,
  );

  console.log(
    `\nOrders on embedded PostgreSQL (PGlite), ${connections} connections, ${seconds} s per route (${orders} orders):`,
  );
  console.log('| Route | req/s | p50 ms | p99 ms | |\n| --- | ---: | ---: | ---: | --- |');
  for (const row of rows) {
    console.log(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.note ?? ''} |`);
  }
} finally {
  await app.close();
  await bare.close();
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
