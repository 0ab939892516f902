import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of one API process, served at GET /metrics (beside /client, so the front door never exposes
 * it): requests by route and status with their latency, the database pool, the read cache's hits and misses, and
 * Node's own (memory, event-loop lag, GC). What to alert on: docs/operations.md.
 */
export const createMetrics = () => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // Counted in plain numbers and handed to the counter at each scrape: a cached read is the cheapest answer there is,
  // and prom-client's labelled increment would cost it more than the rest of its bookkeeping.
  const cacheReadCounts = new Map<string, { hit: number; miss: number }>();
  new Counter({
    name: 'read_cache_reads_total',
    help: 'Catalogue reads by cache tag, answered from memory (hit) or the database (miss)',
    labelNames: ['tag', 'result'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [tag, { hit, miss }] of cacheReadCounts) {
        if (hit) this.inc({ tag, result: 'hit' }, hit);
        if (miss) this.inc({ tag, result: 'miss' }, miss);
      }
    },
  });

  return {
    registry,
    cacheRead(tag: string, hit: boolean) {
      let counts = cacheReadCounts.get(tag);
      if (!counts) {
        counts = { hit: 0, miss: 0 };
        cacheReadCounts.set(tag, counts);
      }
      if (hit) counts.hit += 1;
      else counts.miss += 1;
    },

    /** The connections of a PostgreSQL server's pool, read at each scrape. */
    watchPool(pool: Pool) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'Database connections of this process: open, idle, and requests waiting for one',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    },

    register(app: FastifyInstance) {
      app.addHook('onSend', (request, reply, payload, done) => {
        reply.header('x-request-id', request.id);
        done(null, payload);
      });
      app.addHook('onResponse', (request, reply, done) => {
        const route = request.routeOptions.url ?? 'unmatched';
        requests.observe(
          { method: request.method, route, status: String(reply.statusCode) },
          reply.elapsedTime / 1000,
        );
        done();
      });
      app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
        reply.type(registry.contentType).send(await registry.metrics()),
      );
    },
  };
};

export type Metrics = ReturnType<typeof createMetrics>;
