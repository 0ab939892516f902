import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Whether each of `ids` names a row of `table` (a reference a staff form sends, checked before it is written). */
export const rowsExist = async (
  db: Kysely<Database>,
  table: 'brands' | 'categories' | 'account_groups' | 'catalogue_categories',
  ids: number[],
) => {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return true;
  const found = await db.selectFrom(table).select('id').where('id', 'in', wanted).execute();
  return found.length === wanted.length;
};
