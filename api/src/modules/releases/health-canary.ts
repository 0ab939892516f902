import type { ReleaseApp } from '@portal/shared/contract';
import type { Db } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { runExclusive } from '../../platform/jobs';
import { canaryVerdict } from './health-decision';
import { countsSince } from './health-queries';
import { tellStaffOfEndedCanary } from './health-tell-staff';

type Registry = {
  apps: Record<string, { live: string; stack: string[]; canary?: { version: string; share: number } }>;
};

/** The part of the release registry (build-config/registry-store.cjs) release health reads and changes. */
export type HealthRegistry = {
  read(): Promise<Registry>;
  rollback(app: string, change: { by: string; reason: string }): Promise<unknown>;
  /** The stores' sync getter of the latest registry, for servers (re-read on each change). */
  watch?: () => (() => Registry) & { ready?: Promise<unknown> };
};

/** Who a canary's end is written down as, in the history and the logs. */
export const releaseHealthActor = 'release health';

type Log = {
  info: (report: object, message: string) => void;
  error: (report: object, message: string) => void;
};

// How long a report waits at most for a new watch of the registry to read it once.
const watchReadyMs = 1_000;

/**
 * Ends a canary that fails too often (health-decision.ts) over the last RELEASE_CANARY_WINDOW_MINUTES: rolls it back
 * through the registry with both rates and counts as the reason, and tells staff. One API process checks an app at
 * a time, on a fresh read of the registry, so a canary is never ended twice (a second rollback would take the live
 * release back too).
 */
export const createCanaryWatch = ({
  db,
  clock,
  config,
  registry,
}: {
  db: Db;
  clock: Clock;
  config: Config;
  /** Opened on first use (registry/registry-store.ts). */
  registry: { get: () => HealthRegistry };
}) => {
  const rules = config.releaseHealth;
  let watched: { store: HealthRegistry; latest: () => Registry } | null = null;

  /** What a report is checked against: the store's watch (no query per report) where it has one. */
  const latestRegistry = async (): Promise<Registry> => {
    const store = registry.get();
    if (!store.watch) return store.read();
    if (watched?.store !== store) {
      const latest = store.watch();
      watched = { store, latest };
      await Promise.race([latest.ready, new Promise((resolve) => setTimeout(resolve, watchReadyMs))]);
    }
    return watched.latest();
  };

  const check = async (app: ReleaseApp, log: Log) => {
    let ended = false;
    await runExclusive(db, `release-canary ${app}`, async () => {
      const current = (await registry.get().read()).apps[app];
      if (!current?.canary) return;
      const since = new Date(clock.now().getTime() - rules.windowMinutes * 60_000);
      const canary = await countsSince(db, app, current.canary.version, since);
      const liveCounts = await countsSince(db, app, current.live, since);
      const verdict = canaryVerdict({ canary, live: liveCounts }, rules);
      if (!verdict.end) return;
      const reason = `ended by release health: ${verdict.reason}`;
      await registry.get().rollback(app, { by: releaseHealthActor, reason });
      ended = true;
      log.info({ app, version: current.canary.version, reason }, 'release health ended a canary');
      const endedCanary = {
        app,
        version: current.canary.version,
        live: current.live,
        canary,
        liveCounts,
        verdict,
      };
      await tellStaffOfEndedCanary(db, config, endedCanary, clock.now());
    });
    return ended;
  };

  /** After a browser's report: checks the apps it names whose canary is running, if any. */
  const afterReport = async (apps: ReleaseApp[], log: Log) => {
    const { apps: known } = await latestRegistry();
    for (const app of new Set(apps)) if (known[app]?.canary) await check(app, log);
  };

  /** Every running canary, checked once (a timer calls it, for canaries whose last reports tipped nothing). */
  const checkAll = async (log: Log) => {
    const { apps } = await registry.get().read();
    for (const [app, entry] of Object.entries(apps))
      if (entry.canary)
        await check(app as ReleaseApp, log).catch((error: unknown) =>
          log.error({ err: error, app }, 'the canary check failed'),
        );
  };

  return { check, afterReport, checkAll };
};

export type CanaryWatch = ReturnType<typeof createCanaryWatch>;
