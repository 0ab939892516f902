import type { AdminSearchResult } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/schema';
import type { SearchTerms } from '../../../platform/search-terms';

/** Customers whose name, e-mail or phone matches what staff typed; deleted accounts are left out. */
export const searchCustomers = async (
  db: Db,
  { like, phone }: SearchTerms,
  limit: number,
): Promise<AdminSearchResult['customers']> => {
  const rows = await db
    .selectFrom('users')
    .innerJoin('customer_groups', 'customer_groups.id', 'users.customer_group_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.phone',
      'users.email',
      'customer_groups.is_business_partner',
    ])
    .where('users.anonymised_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', like),
        eb('users.email', 'ilike', like),
        ...(phone ? [eb('users.phone', 'like', phone)] : []),
      ]),
    )
    .orderBy('users.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    phone: row.phone,
    email: row.email,
    isBusinessPartner: row.is_business_partner,
  }));
};
