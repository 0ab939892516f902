import type { Db } from './db/schema';
import { anonymiseDeletedAccounts } from './flows/account-deletion';
import { forgetOldHealth } from './modules/releases';
import type { Clock } from './platform/clock';
import type { Config } from './platform/config';
import { runExclusive } from './platform/jobs';
import { createQueuedDelivery } from './platform/messages';
import { forgetEndedRateLimits } from './platform/rate-limit';
import type { FileStorage } from './platform/storage';
import { forgetSettledThrottles } from './platform/throttle';

type Log = (report: object, message: string) => void;
type JobDeps = { db: Db; clock: Clock; storage: FileStorage; log: { info: Log; error: Log } };

/** Release health is charted a week back at most (GET /admin-api/releases/health): eight days are kept. */
const releaseHealthKeptMs = 8 * 24 * 60 * 60 * 1000;

/** What every API process runs each hour; each job runs in one process at a time however many are up. */
export const runHourlyJobs = async ({ db, clock, storage, log }: JobDeps) => {
  await runExclusive(db, 'account-deletion', async () => {
    const ids = await anonymiseDeletedAccounts(db, clock, { storage });
    if (ids.length > 0) log.info({ accounts: ids.length }, 'anonymised deleted accounts');
  });
  await runExclusive(db, 'rate-limit-cleanup', () => forgetEndedRateLimits(db, clock.now()));
  await runExclusive(db, 'throttle-cleanup', () => forgetSettledThrottles(db, clock.now()));
  await runExclusive(db, 'release-health-cleanup', () =>
    forgetOldHealth(db, new Date(clock.now().getTime() - releaseHealthKeptMs)),
  );
};

const hourMs = 60 * 60 * 1000;

/** Starts the hourly jobs; the returned function stops them. */
export const scheduleHourlyJobs = (deps: JobDeps) => {
  const timer = setInterval(() => {
    runHourlyJobs(deps).catch((error: unknown) => deps.log.error({ err: error }, 'hourly jobs failed'));
  }, hourMs);
  timer.unref();
  return () => clearInterval(timer);
};

const deliveryMs = 5_000;

/** Every 5 s, hands the messages transactions queued to the SMTP and SMS adapters; the returned function stops. */
export const scheduleMessageDelivery = ({
  db,
  config,
  log,
}: {
  db: Db;
  config: Config;
  log: { error: Log };
}) => {
  const deliver = createQueuedDelivery({ db, config });
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliver()
      .then(({ refused }) => {
        for (const error of refused) log.error({ err: error }, 'a queued message was refused');
      })
      .catch((error: unknown) => log.error({ err: error }, 'message delivery failed'))
      .finally(() => {
        running = false;
      });
  }, deliveryMs);
  timer.unref();
  return () => clearInterval(timer);
};
