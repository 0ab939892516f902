import type { Db } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { createCanaryWatch, type HealthRegistry } from './health-canary';

export { forgetOldHealth } from './health-queries';
export { releaseHealthRoutes } from './health-routes';
export { releaseHealthStaffRoutes } from './health-staff-routes';

/** Release health: browsers' reports per release, and the canary they end when it fails too often. */
export const createReleaseHealth = (deps: {
  db: Db;
  clock: Clock;
  config: Config;
  registry: { get: () => HealthRegistry };
}) => ({ canaryWatch: createCanaryWatch(deps) });

export type ReleaseHealthDeps = ReturnType<typeof createReleaseHealth>;
