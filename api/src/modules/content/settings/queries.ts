import { type Settings, settingKeys } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';

export const getSettings = async (db: Db): Promise<Settings> => {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [...settingKeys])
    .orderBy('key')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value === 'off' ? 'off' : 'on']));
};
