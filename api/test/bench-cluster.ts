// Cluster benchmark (run by `pnpm bench` against `pnpm start --cluster`): product list, product detail, add to cart
// and place order through nginx (FRONT_DOOR), next to a bare Fastify JSON route measured in the same run. Buyers,
// their addresses, carts and sessions are written straight into the cluster's database (DATABASE_URL).
import autocannon from 'autocannon';
import { createDb } from '../src/db/connection';
import { createSessions } from '../src/modules/accounts';
import { createAccessTokens } from '../src/platform/access-tokens';
import { systemClock } from '../src/platform/clock';
import { loadConfig } from '../src/platform/config';
import { type BenchBuyer, benchBuyers, fillCarts, orderRequests } from './bench-buyers';
import { createProduct } from './shop-fixtures';

const frontDoor = process.env.FRONT_DOOR ?? 'http://127.0.0.1:8180';
const bareUrl = process.env.BARE_URL ?? 'http://127.0.0.1:4151/bare';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const orders = Number(process.env.BENCH_ORDERS ?? 300);
const connections = Number(process.env.BENCH_CONCURRENCY ?? 10);
const title = process.env.BENCH_TITLE ?? 'cluster';

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  DATABASE_POOL_SIZE: '5',
});
const db = await createDb(config);
const sessions = createSessions({
  db,
  config,
  clock: systemClock,
  accessTokens: createAccessTokens(config, systemClock),
});

type Row = { name: string; rps: number; p50: number; p99: number; failed: number };
const rows: Row[] = [];
/** Failed answers are counted, not fatal: a front door under load may close a connection now and then. */
const record = (name: string, result: autocannon.Result) => {
  if (result['2xx'] === 0) throw new Error(`${name}: no request succeeded`);
  const failed = result.non2xx + result.errors + result.timeouts;
  rows.push({ name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed });
};
const run = (options: autocannon.Options) => autocannon({ connections, duration: seconds, ...options });

const newBuyer = benchBuyers(db, sessions, `cluster-${Date.now()}`);

try {
  const base = `${frontDoor}/client`;
  const product = await createProduct(db, { stock: 1_000_000_000, price: 1_250 });
  record('bare Fastify JSON route (same run)', await run({ url: bareUrl }));
  record('GET /client/product (list, 20 rows)', await run({ url: `${base}/product?categoryId=1&limit=20` }));
  record('GET /client/product/{id} (detail)', await run({ url: `${base}/product/${product.productId}` }));
  const shopper = await newBuyer(0);
  record(
    'POST /client/cart/add',
    await run({
      url: `${base}/cart/add`,
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: product.productId, quantity: 1 }),
    }),
  );
  const buyers: BenchBuyer[] = [];
  for (let i = 1; i <= orders; i += 1) buyers.push(await newBuyer(i));
  await fillCarts(db, buyers, product.variantIds[0] as number, product.productId);
  record(
    'POST /client/order (cash, 1 line)',
    await autocannon({
      url: `${base}/order`,
      connections,
      amount: buyers.length,
      requests: orderRequests(buyers),
    }),
  );
  console.log(
    `\n${title}: through nginx, ${connections} connections, ${seconds} s per route (${orders} orders):`,
  );
  console.log('| Route | req/s | p50 ms | p99 ms | failed |\n| --- | ---: | ---: | ---: | ---: |');
  for (const row of rows)
    console.log(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.failed} |`);
} finally {
  await db.destroy();
}
