import { pgliteClientOf, poolOf } from '../src/db/connection';
import type { Db } from '../src/db/schema';

export type RoundTrip = { sql: string; ms: number };

type Query = (...args: unknown[]) => unknown;
const wrapped = Symbol('round trips counted');

/**
 * Watches every round trip `db` makes to its database (BEGIN and COMMIT included, which Kysely's log leaves out):
 * `record()` starts a list of them, each with its text and time, that the returned function ends and answers.
 */
export const watchRoundTrips = (db: Db) => {
  let trace: RoundTrip[] | null = null;
  const counted = (query: Query): Query =>
    function (this: unknown, ...args: unknown[]) {
      const started = performance.now();
      const answer = query.apply(this, args);
      const list = trace;
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
      if (list && answer instanceof Promise && text) {
        void answer.then(
          () => list.push({ sql: text, ms: performance.now() - started }),
          () => list.push({ sql: `${text} (failed)`, ms: performance.now() - started }),
        );
      }
      return answer;
    };
  const watch = (client: { query: unknown; [wrapped]?: boolean }) => {
    if (client[wrapped]) return;
    client.query = counted(client.query as Query);
    client[wrapped] = true;
  };
  const pool = poolOf(db);
  if (pool) pool.on('acquire', (client) => watch(client as never));
  const pglite = pgliteClientOf(db);
  if (pglite) watch(pglite as never);
  return {
    record: () => {
      const list: RoundTrip[] = [];
      trace = list;
      return () => {
        trace = null;
        return list;
      };
    },
  };
};
