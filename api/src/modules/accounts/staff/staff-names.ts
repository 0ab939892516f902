import type { Db } from '../../../db/schema';

/** The names of the given people, by user id, as the back office shows who did something. */
export const staffNamesOf = async (db: Db, userIds: readonly number[]): Promise<Map<number, string>> => {
  if (!userIds.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, `${row.first_name} ${row.last_name}`.trim()]));
};
