import type { ReleaseApp, ReleaseHealth } from '@portal/shared/contract';
import type { Db } from '../../db/schema';
import { hourlyHealth } from './health-queries';

const hourMs = 60 * 60 * 1000;

/**
 * Each release that had page loads in the last `hours` (the current hour among them), with every hour of the window,
 * those without loads as zeros, so a chart draws them as they are.
 */
export const healthByHour = async (db: Db, now: Date, hours: number): Promise<ReleaseHealth> => {
  const from = new Date(Math.floor(now.getTime() / hourMs) * hourMs - (hours - 1) * hourMs);
  const rows = await hourlyHealth(db, from);
  const releases = new Map<string, ReleaseHealth['releases'][number]>();
  for (const row of rows) {
    const key = `${row.app} ${row.version}`;
    let release = releases.get(key);
    if (!release) {
      release = {
        app: row.app as ReleaseApp,
        version: row.version,
        hours: Array.from({ length: hours }, (_, index) => ({
          hour: new Date(from.getTime() + index * hourMs).toISOString(),
          loads: 0,
          failures: 0,
          failureRate: 0,
        })),
      };
      releases.set(key, release);
    }
    const index = Math.round((new Date(row.hour).getTime() - from.getTime()) / hourMs);
    const hour = release.hours[index];
    if (!hour) continue;
    hour.loads = Number(row.loads);
    hour.failures = Number(row.failures);
    hour.failureRate = hour.loads > 0 ? hour.failures / hour.loads : 0;
  }
  return { from: from.toISOString(), to: now.toISOString(), releases: [...releases.values()] };
};
