import type { AdminSearchResult } from '@portal/shared/contract';
import type { Db } from '../../../../db/schema';
import type { SearchTerms } from '../../../../platform/search-terms';

/** The newest orders whose number, or whose customer's phone, matches what staff typed. */
export const searchOrders = async (
  db: Db,
  { like, phone }: SearchTerms,
  limit: number,
): Promise<AdminSearchResult['orders']> => {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('account_people as buyer', 'buyer.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.order_number',
      'orders.status',
      'orders.total_cents',
      'orders.created_at',
      'buyer.first_name',
      'buyer.last_name',
    ])
    .where((eb) =>
      eb.or([eb('orders.order_number', 'ilike', like), ...(phone ? [eb('buyer.phone', 'like', phone)] : [])]),
    )
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.order_number,
    customerName: `${row.first_name} ${row.last_name}`.trim(),
    status: row.status as AdminSearchResult['orders'][number]['status'],
    totalAmount: row.total_cents,
    createdAt: row.created_at.toISOString(),
  }));
};
