import type { ReleaseHealthReport } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import type { LoadCounts } from './health-decision';

const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/** Adds a browser's reports to their release's minute; one statement, whatever the number of API processes. */
export const recordHealth = async (db: Db, reports: ReleaseHealthReport[], at: Date) => {
  // One row per app and version: a batch naming the same release twice is added up before the insert.
  const rows = new Map<string, { app: string; version: string; loads: number; failures: number }>();
  for (const { app, version, loads, failures } of reports) {
    const row = rows.get(`${app} ${version}`) ?? { app, version, loads: 0, failures: 0 };
    row.loads += loads;
    row.failures += failures;
    rows.set(`${app} ${version}`, row);
  }
  const minute = minuteOf(at);
  await db
    .insertInto('release_health')
    .values([...rows.values()].map((row) => ({ ...row, minute })))
    .onConflict((conflict) =>
      conflict.columns(['app', 'version', 'minute']).doUpdateSet({
        loads: sql`release_health.loads + excluded.loads`,
        failures: sql`release_health.failures + excluded.failures`,
      }),
    )
    .execute();
};

/** Page loads and failures of one release of `app` since `since`. */
export const countsSince = async (db: Db, app: string, version: string, since: Date): Promise<LoadCounts> => {
  const row = await db
    .selectFrom('release_health')
    .select([
      sql<string>`coalesce(sum(loads), 0)`.as('loads'),
      sql<string>`coalesce(sum(failures), 0)`.as('failures'),
    ])
    .where('app', '=', app)
    .where('version', '=', version)
    .where('minute', '>=', minuteOf(since))
    .executeTakeFirstOrThrow();
  return { loads: Number(row.loads), failures: Number(row.failures) };
};

/** Per app, version and hour from `from`: page loads and failures, oldest hour first. */
export const hourlyHealth = (db: Db, from: Date) =>
  db
    .selectFrom('release_health')
    .select([
      'app',
      'version',
      sql<Date>`date_trunc('hour', minute)`.as('hour'),
      sql<string>`sum(loads)`.as('loads'),
      sql<string>`sum(failures)`.as('failures'),
    ])
    .where('minute', '>=', from)
    .groupBy(['app', 'version', sql`date_trunc('hour', minute)`])
    .orderBy('app')
    .orderBy('version')
    .orderBy(sql`date_trunc('hour', minute)`)
    .execute();

/** Forgets the minutes before `before` (the hourly jobs call it): a week is all the staff chart shows. */
export const forgetOldHealth = async (db: Db, before: Date) => {
  await db.deleteFrom('release_health').where('minute', '<', before).execute();
};
