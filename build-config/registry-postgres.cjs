// The release registry in PostgreSQL (tables release_apps and release_history, made by the API's migration
// 0240-release-registry), for a deployment whose host processes run on several machines. Each change is one
// transaction that locks the app's row and ends with pg_notify('release_registry', app); a server's watch() reads
// the registry once, LISTENs, reads it again on every notification, and after a lost connection reconnects (and
// reads again, for the notifications it missed), serving the last registry it read meanwhile.
const os = require('node:os');
const { Client, Pool } = require('pg');
const { canaryStarted, promoted, rolledBack } = require('./registry-changes.cjs');

const channel = 'release_registry';
const whoIsIt = () => process.env.RELEASE_BY || os.userInfo().username;

const entryOf = (row) => ({
  live: row.live,
  stack: row.stack,
  ...(row.canary_version ? { canary: { version: row.canary_version, share: row.canary_share } } : {}),
});

const historyOf = (row) => ({
  at: new Date(row.at).toISOString(),
  by: row.by,
  action: row.action,
  app: row.app,
  from: row.from_version,
  to: row.to_version,
  ...(row.share === null ? {} : { share: row.share }),
  ...(row.reason === null ? {} : { reason: row.reason }),
});

const selectRegistry = 'select app, live, stack, canary_version, canary_share from release_apps order by app';

async function readWith(client) {
  const { rows } = await client.query(selectRegistry);
  return { apps: Object.fromEntries(rows.map((row) => [row.app, entryOf(row)])) };
}

/**
 * @param {{ databaseUrl: string, reconnectMs?: number, log?: (line: string) => void }} options
 */
function postgresStore({ databaseUrl, reconnectMs = 1000, log = (line) => console.error(line) }) {
  const pool = new Pool({ connectionString: databaseUrl, max: 2, application_name: 'release-registry' });
  // An idle client that loses its connection reports it here; the next query takes a new one.
  pool.on('error', () => {});
  const watchers = new Set();

  /** Applies `change` to `app`'s row in one transaction that holds the row's lock, and records and announces it. */
  async function update(app, change, { by = whoIsIt(), reason } = {}) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      // The first change of an app has no row to lock yet: a placeholder row is made (and locked) for it.
      await client.query(
        `insert into release_apps (app, live, stack) values ($1, '', '{}') on conflict (app) do nothing`,
        [app],
      );
      const { rows } = await client.query(
        'select app, live, stack, canary_version, canary_share from release_apps where app = $1 for update',
        [app],
      );
      const current = rows[0].live ? entryOf(rows[0]) : undefined;
      const { entry, change: facts } = change(current);
      await client.query(
        `update release_apps set live = $2, stack = $3, canary_version = $4, canary_share = $5, changed_at = now()
         where app = $1`,
        [app, entry.live, entry.stack, entry.canary?.version ?? null, entry.canary?.share ?? null],
      );
      const inserted = await client.query(
        `insert into release_history (by, action, app, from_version, to_version, share, reason)
         values ($1, $2, $3, $4, $5, $6, $7) returning *`,
        [by, facts.action, app, facts.from, facts.to, facts.share ?? null, reason ?? null],
      );
      await client.query('select pg_notify($1, $2)', [channel, app]);
      await client.query('commit');
      return historyOf(inserted.rows[0]);
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /** A server's view: the latest registry, kept up to date through LISTEN/NOTIFY. */
  function watch() {
    let registry = { apps: {} };
    let client = null;
    let closed = false;
    let reads = 0;
    let timer = null;
    let markReady;
    const ready = new Promise((resolve) => {
      markReady = resolve;
    });

    const reread = async () => {
      const turn = ++reads;
      try {
        const next = await readWith(client);
        // An older read finishing after a newer one must not undo it.
        if (turn === reads) registry = next;
      } catch (error) {
        log(
          `The release registry could not be read (${error.message}); the releases read before are still served`,
        );
      }
    };

    const connect = async () => {
      timer = null;
      if (closed) return;
      const next = new Client({ connectionString: databaseUrl, application_name: 'release-registry-watch' });
      let lost = false;
      const onLost = (error) => {
        if (lost) return;
        lost = true;
        if (client === next) client = null;
        next.end().catch(() => {});
        if (closed) return;
        log(
          `The release registry's connection was lost${error ? ` (${error.message})` : ''}; reconnecting, serving the releases read before meanwhile`,
        );
        timer = setTimeout(connect, reconnectMs);
      };
      next.on('error', onLost);
      next.on('end', () => onLost());
      next.on('notification', (message) => {
        if (message.channel === channel) reread();
      });
      try {
        await next.connect();
        await next.query(`listen ${channel}`);
        client = next;
        await reread();
        markReady();
      } catch (error) {
        onLost(error);
      }
    };

    connect();
    const watcher = {
      close: async () => {
        closed = true;
        if (timer) clearTimeout(timer);
        await client?.end().catch(() => {});
      },
    };
    watchers.add(watcher);
    return Object.assign(() => registry, { ready });
  }

  return {
    kind: 'postgres',
    read: async () => readWith(pool),
    promote: (app, version, options) => update(app, (current) => promoted(app, current, version), options),
    startCanary: (app, version, share, options) =>
      update(app, (current) => canaryStarted(app, current, version, share), options),
    rollback: (app, options) => update(app, (current) => rolledBack(app, current), options),
    history: async ({ app, limit = 1000 } = {}) => {
      const { rows } = await pool.query(
        `select * from release_history where ($1::text is null or app = $1) order by id desc limit $2`,
        [app ?? null, limit],
      );
      return rows.map(historyOf);
    },
    watch,
    close: async () => {
      await Promise.all([...watchers].map((watcher) => watcher.close()));
      await pool.end();
    },
  };
}

module.exports = { postgresStore, channel };
