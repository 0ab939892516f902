import type { Db } from '../../../db/schema';

/** The head office's address (in English and Khmer) and phone, as receipts print them; undefined without one. */
export const headOfficeOf = (db: Db) =>
  db
    .selectFrom('showrooms')
    .select(['address', 'address_km', 'phone'])
    .where('is_head_office', '=', true)
    .orderBy('sort')
    .executeTakeFirst();
