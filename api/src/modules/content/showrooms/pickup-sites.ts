import type { Db, Trx } from '../../../db/schema';
import { local } from '../../../platform/message-text';

type Reader = Db | Trx;

/**
 * The open showroom a pickup is for: its key, or the spec's `head_office` (the head office) and `showroom` (the
 * first other showroom in staff's order).
 */
export const pickupSiteQuery = (db: Reader, place: string) => {
  const query = db
    .selectFrom('showrooms')
    .select(['key', 'weekly_hours'])
    .where('is_active', '=', true)
    .limit(1);
  if (place === 'head_office') return query.where('is_head_office', '=', true);
  if (place === 'showroom') return query.where('is_head_office', '=', false).orderBy('sort').orderBy('id');
  return query.where('key', '=', place);
};

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
