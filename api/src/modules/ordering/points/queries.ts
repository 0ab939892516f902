import type { Db } from '../../../db/schema';

/** A page of the user's points ledger, newest first, with the number of the order each row came from. */
export const pointHistoryPage = async (db: Db, userId: number, limit: number, offset: number) => {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('point_ledger')
      .leftJoin('orders', 'orders.id', 'point_ledger.order_id')
      .select([
        'point_ledger.id',
        'point_ledger.reason',
        'point_ledger.points',
        'point_ledger.order_id',
        'point_ledger.created_at',
        'orders.order_number',
      ])
      .where('point_ledger.user_id', '=', userId)
      .orderBy('point_ledger.created_at', 'desc')
      .orderBy('point_ledger.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('point_ledger')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    items: rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      points: row.points,
      orderId: row.order_id,
      orderNumber: row.order_number ?? null,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
};
