// The API process of the write path's benchmark (test/bench-writes.ts starts it): the portal's app on a fresh seeded
// database, watching every round trip to the database, beside a small control server on the next port but one that
// makes the buyers and their carts and hands out the trace of the round trips a request made.
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { createDb } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { createSessions } from '../src/modules/accounts';
import { createAccessTokens } from '../src/platform/access-tokens';
import { systemClock } from '../src/platform/clock';
import { loadConfig } from '../src/platform/config';
import { benchBuyers, fillCarts } from './bench-buyers';
import { type RoundTrip, watchRoundTrips } from './round-trips';
import { createProduct } from './shop-fixtures';

const port = Number(process.env.BENCH_APP_PORT);

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  ...(process.env.DATA_DIR ? { DATA_DIR: process.env.DATA_DIR } : {}),
});
const db = await createDb(config);
const roundTrips = watchRoundTrips(db);
let stop: (() => RoundTrip[]) | null = null;
await migrateToLatest(db);
await seed(db, {});
const app = buildApp({ db, config });
await app.listen({ host: '127.0.0.1', port });

const sessions = createSessions({
  db,
  config,
  clock: systemClock,
  accessTokens: createAccessTokens(config, systemClock),
});
const control = Fastify();
control.post('/setup', async (request) => {
  const { buyers: count } = request.body as { buyers: number };
  const product = await createProduct(db, { stock: 1_000_000_000, price: 1_250 });
  const newBuyer = benchBuyers(db, sessions, `writes-${Date.now()}`);
  const shopper = await newBuyer(0);
  const buyers = [];
  for (let i = 1; i <= count; i += 1) buyers.push(await newBuyer(i));
  await fillCarts(db, buyers, product.variantIds[0] as number, product.productId);
  return { productId: product.productId, shopper, buyers };
});
control.post('/trace', async () => {
  stop = roundTrips.record();
  return {};
});
control.delete('/trace', async () => {
  const steps = stop?.() ?? [];
  stop = null;
  return steps;
});
await control.listen({ host: '127.0.0.1', port: port + 2 });

const close = async () => {
  await control.close();
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
