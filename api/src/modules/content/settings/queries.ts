import { type Settings, settingKeys } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../db/schema';

export const getSettings = async (db: Db): Promise<Settings> => {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [...settingKeys])
    .orderBy('key')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value === 'off' ? 'off' : 'on']));
};

/** Writes one setting, creating or replacing it. */
export const putSetting = (db: Kysely<Database>, key: string, value: string) =>
  db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
