import { buildApp } from './app';
import { createDb } from './db/connection';
import { prepareDatabase } from './db/prepare';
import { demoAccountsStillOpen } from './db/seed';
import { scheduleHourlyJobs, scheduleMessageDelivery } from './jobs';
import { systemClock } from './platform/clock';
import { loadConfig } from './platform/config';
import { createStorage } from './platform/storage';

const config = loadConfig();
const db = await createDb(config);
const storage = createStorage({ config, clock: systemClock });
const app = buildApp({ db, config, storage });

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
  const demo = config.env !== 'production';
  await prepareDatabase(db, { demoAccounts: demo, ...(demo ? { demoHistory: config } : {}), storage });
  if (config.env === 'production') {
    const open = await demoAccountsStillOpen(db);
    if (open.length > 0)
      throw new Error(
        `Refusing to start in production: the demo account(s) ${open.join(', ')} still sign in with the password the README publishes; change their passwords or delete them`,
      );
  }
  const stopJobs = scheduleHourlyJobs({ db, clock: systemClock, storage, log: app.log });
  app.addHook('onClose', async () => stopJobs());
  const stopDelivery = scheduleMessageDelivery({ db, config, log: app.log });
  app.addHook('onClose', async () => stopDelivery());
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
