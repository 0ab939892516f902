import { settingKeys } from '@portal/shared/contract';
import type { Db } from '../schema';

/** Every switch starts 'on'; a switch someone turned 'off' stays 'off' on the next start. */
export const seedSettings = async (db: Db) => {
  await db
    .insertInto('settings')
    .values(settingKeys.map((key) => ({ key, value: 'on' as const })))
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
};
