import type { Db, Trx } from '../../../db/schema';
import { local } from '../../../platform/message-text';

type Reader = Db | Trx;

/** A pickup site's name and address in the reader's language, hidden sites included (an old order names them). */
export const pickupSiteOf = async (db: Reader, key: string, language: string) => {
  const row = await db
    .selectFrom('showrooms')
    .select(['key', 'name', 'name_km', 'address', 'address_km'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row
    ? {
        key: row.key,
        name: local(row.name, row.name_km, language),
        address: local(row.address, row.address_km, language),
      }
    : null;
};
