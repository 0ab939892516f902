import { parseOpeningHoursText, type WeeklyHours } from '@portal/shared/contract';
import { type Kysely, sql } from 'kysely';

const mondayToSaturday: WeeklyHours = Array.from({ length: 7 }, (_, weekday) =>
  weekday === 0 ? null : { opens: '07:30', closes: '18:00' },
);

/**
 * Showroom hours become data (seven days, Sunday first, null closed) instead of free text: checkout offers pickup
 * times only while the chosen site is open, and the hours read in the visitor's language. Text staff typed as
 * "Mon-Sat 7:30-18:00" is carried over; anything else starts as Monday to Saturday, 07:30 to 18:00.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('showrooms').addColumn('weekly_hours', 'jsonb').execute();
  const rows = await sql<{
    id: number;
    opening_hours: string;
  }>`select id, opening_hours from showrooms`.execute(db);
  for (const row of rows.rows) {
    const hours = parseOpeningHoursText(row.opening_hours) ?? mondayToSaturday;
    await sql`update showrooms set weekly_hours = ${JSON.stringify(hours)}::jsonb where id = ${row.id}`.execute(
      db,
    );
  }
  await sql`alter table showrooms alter column weekly_hours set not null`.execute(db);
  await db.schema.alterTable('showrooms').dropColumn('opening_hours').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('showrooms')
    .addColumn('opening_hours', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('showrooms').dropColumn('weekly_hours').execute();
};
