// The API process of the write path's benchmark (test/bench-writes.ts starts it): the portal's app on a fresh seeded
// database, watching every round trip to the database, beside a small control server on the next port but one that
// makes the buyers and their carts and hands out the trace of the round trips a request made.
import Fastify from 'fastify';
import { sql } from 'kysely';
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
// On a PostgreSQL server started with pg_stat_statements (the bench's own is), the statements the database itself
// ran are counted too, those inside the order's PL/pgSQL functions included; elsewhere (PGlite) they are not.
const statementsCounted = await sql`create extension if not exists pg_stat_statements`.execute(db).then(
  () => sql`select pg_stat_statements_reset()`.execute(db).then(() => true),
  () => false,
);
const statementsRun = async () => {
  const { rows } = await sql<{ n: number }>`select coalesce(sum(calls), 0)::int as n from pg_stat_statements
    where dbid = (select oid from pg_database where datname = current_database())
      and query not ilike '%pg_stat_statements%'`.execute(db);
  return rows[0]?.n ?? 0;
};
control.post('/trace', async () => {
  if (statementsCounted) await sql`select pg_stat_statements_reset()`.execute(db);
  stop = roundTrips.record();
  return {};
});
control.delete('/trace', async () => {
  const steps = stop?.() ?? [];
  stop = null;
  return { steps, statements: statementsCounted ? await statementsRun() : null };
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
