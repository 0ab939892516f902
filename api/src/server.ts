import { buildApp } from './app';
import { createDb } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';
import { loadConfig } from './platform/config';

const config = loadConfig();
const db = await createDb(config);
const app = buildApp({ db, config });

let closing = false;
const close = async (signal: NodeJS.Signals) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing');
  await app.close();
  // Closing PGlite flushes its data directory; a killed process can lose the last writes.
  await db.destroy();
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

try {
  await migrateToLatest(db);
  await seed(db);
  const address = await app.listen({ host: config.host, port: config.port });
  process.stdout.write(
    `Coffee Portal API listening on ${address}/client (database: ${config.database.kind})\n`,
  );
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  await app.close();
  await db.destroy();
  process.exitCode = 1;
}
