import {
  type ExpectedDelivery,
  type OrderActor,
  type OrderCount,
  type OrderDetail,
  type OrderListQuery,
  type OrderStatus,
  orderStatuses,
} from '@portal/shared/contract';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../../db/schema';
import { dayStart } from '../../../platform/clock';
import { pickupSiteOf } from '../../content';
import type { OrderLinesTable, OrderStatusHistoryTable } from '../tables';
import { orderNotFound } from './order-errors';
import { itemCount, summaryColumns, toSummary } from './order-summary';

/** A status move as `to_jsonb` writes it: the time as text. */
type HistoryJson = Omit<Selectable<OrderStatusHistoryTable>, 'created_at'> & { created_at: string };

/** A buyer's orders (list, counts, detail, remarks), and any order's detail for the back office. */
export const createOrderReads = ({ db }: { db: Db }) => {
  const list = async (
    userId: number,
    query: Required<Pick<OrderListQuery, 'limit' | 'offset'>> & OrderListQuery,
  ) => {
    let base = db.selectFrom('orders').where('orders.user_id', '=', userId);
    if (query.status) base = base.where('orders.status', '=', query.status);
    if (query.startDate) base = base.where('orders.created_at', '>=', dayStart(query.startDate));
    if (query.endDate)
      base = base.where('orders.created_at', '<', new Date(dayStart(query.endDate).getTime() + 86_400_000));
    const [rows, total] = await Promise.all([
      base
        .select([...summaryColumns, itemCount.as('item_count')])
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id', 'desc')
        .limit(Number(query.limit))
        .offset(Number(query.offset))
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { orders: rows.map(toSummary), total: Number(total.n) };
  };

  const count = async (userId: number): Promise<OrderCount> => {
    const rows = await db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('user_id', '=', userId)
      .groupBy('status')
      .execute();
    const byStatus = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<
      OrderStatus,
      number
    >;
    let all = 0;
    for (const row of rows) {
      byStatus[row.status as OrderStatus] = Number(row.n);
      all += Number(row.n);
    }
    return { all, byStatus };
  };

  /** One order with its lines and history, in one statement; `ownerId` limits it to the buyer's own orders. */
  const readDetail = async (orderId: number, ownerId: number | 'any', language: string) => {
    let query = db
      .selectFrom('orders')
      .leftJoin('coupons', 'coupons.id', 'orders.coupon_id')
      .selectAll('orders')
      .select([
        itemCount.as('item_count'),
        'coupons.code as coupon_code',
        sql<Selectable<OrderLinesTable>[]>`(select coalesce(jsonb_agg(l order by l.id), '[]')
          from order_lines l where l.order_id = orders.id)`.as('lines'),
        sql<HistoryJson[]>`(select coalesce(jsonb_agg(h order by h.id), '[]')
          from order_status_history h where h.order_id = orders.id)`.as('history'),
      ])
      .where('orders.id', '=', orderId);
    if (ownerId !== 'any') query = query.where('orders.user_id', '=', ownerId);
    const order = await query.executeTakeFirst();
    if (!order) throw orderNotFound();
    const { lines, history } = order;
    const pickupSite = order.pickup_place ? await pickupSiteOf(db, order.pickup_place, language) : null;
    const goods = lines.reduce((sum, line) => sum + line.line_total_cents, 0);
    const detail: OrderDetail = {
      ...toSummary(order),
      source: order.source,
      lines: lines.map((line) => ({
        id: line.id,
        productId: line.product_id,
        variantId: line.variant_id,
        name: line.name,
        variantName: line.variant_label,
        quantity: line.quantity,
        unitPrice: line.unit_price_cents,
        lineTotal: line.line_total_cents,
      })),
      paymentDetail: {
        subtotalAmount: order.subtotal_cents,
        totalDiscountAmount: order.subtotal_cents - goods,
        totalAmount: order.total_cents,
        couponDiscountAmount: order.coupon_discount_cents,
        pointsRedeemed: order.points_redeemed,
        pointsDiscountAmount: order.points_discount_cents,
        deliveryFee: order.delivery_fee_cents,
      },
      couponCode: order.coupon_code,
      addressText: order.address_text,
      pickupPlace: order.pickup_place,
      pickupSite,
      distanceKm: order.distance_km,
      expectedDelivery: JSON.parse(order.expected_delivery) as ExpectedDelivery,
      remark: order.remark,
      khqr: order.status === 'waiting_for_payment' ? order.khqr : null,
      paymentReference: order.payment_reference,
      paymentExpiresAt: order.payment_expires_at?.toISOString() ?? null,
      paymentDeepLink: order.status === 'waiting_for_payment' ? order.payment_deep_link : null,
      deliveryPartner:
        order.delivery_type === 'delivery' && order.delivery_partner_name && order.delivery_partner_phone
          ? { name: order.delivery_partner_name, phone: order.delivery_partner_phone }
          : null,
      paidAt: order.paid_at?.toISOString() ?? null,
      history: history.map((row) => ({
        fromStatus: row.from_status as OrderStatus | null,
        toStatus: row.to_status as OrderStatus,
        by: row.actor as OrderActor,
        remark: row.remark,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    };
    return { detail, userId: order.user_id };
  };

  const detail = async (userId: number, orderId: number, language = 'en') =>
    (await readDetail(orderId, userId, language)).detail;
  /** Any customer's order, for the back office. */
  const detailForStaff = (orderId: number, language = 'en') => readDetail(orderId, 'any', language);

  const recentRemarks = async (userId: number) =>
    (
      await db
        .selectFrom('orders')
        .select(['remark', (eb) => eb.fn.max('created_at').as('last')])
        .where('user_id', '=', userId)
        .where('remark', 'is not', null)
        .groupBy('remark')
        .orderBy('last', 'desc')
        .limit(5)
        .execute()
    ).map((row) => row.remark as string);

  return { list, count, detail, detailForStaff, recentRemarks };
};
