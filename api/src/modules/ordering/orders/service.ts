import { randomBytes } from 'node:crypto';
import {
  canTransition,
  ErrorCode,
  type ExpectedDelivery,
  initialOrderStatus,
  type OrderActor,
  type OrderCount,
  type OrderDetail,
  type OrderListQuery,
  type OrderStatus,
  type OrderSummary,
  orderStatuses,
  orderStatusKey,
  type PaymentMethod,
  type placeOrderBodySchema,
  pointValueCents,
} from '@portal/shared/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database, Db } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import { type Language, renderMessage } from '../../../platform/message-text';
import type { PaymentConfirmation, PaymentGateway } from '../../../platform/payments/gateway';
import { cartLines } from '../cart/queries';
import { stockError } from '../cart/service';
import { evaluateCoupon } from '../checkout/coupon-rules';
import { addressLocation, usedCreditOf } from '../checkout/service';
import {
  deliveryFee,
  distanceKm,
  expectedDelivery,
  headOffice,
  isPickupTimeAllowed,
} from '../delivery/rules';
import { inBothLanguages } from '../../notifications/inbox/notice';

type PlaceOrder = z.output<typeof placeOrderBodySchema>;

/** One point per whole dollar of a completed order. */
export const pointsEarnedFor = (totalCents: number) => Math.floor(totalCents / 100);

type StockMovement = { variantId: number; quantity: number; stockAfter: number };

/** An order's stock moves, in the variants' history beside staff adjustments (one statement for all lines). */
const recordStockMovements = async (
  trx: Kysely<Database>,
  orderId: number,
  reason: 'stockReasonOrder' | 'stockReasonOrderReturned',
  movements: StockMovement[],
  now: Date,
) => {
  if (movements.length === 0) return;
  await trx
    .insertInto('stock_movements')
    .values(
      movements.map((movement) => ({
        variant_id: movement.variantId,
        quantity: movement.quantity,
        stock_after: movement.stockAfter,
        reason,
        staff_user_id: null,
        order_id: orderId,
        created_at: now,
      })),
    )
    .execute();
};

const conflict = (key: string) => new AppError(409, ErrorCode.conflict, key);
const invalid = (key: string) => new AppError(400, ErrorCode.validation, key);

/** Called after stock changes so cached catalogue reads (stock, best sellers) are refreshed. */
export type StockChanged = (productIds: number[]) => Promise<void> | void;

export const summaryColumns = [
  'orders.id',
  'orders.order_number',
  'orders.status',
  'orders.payment_method',
  'orders.payment_status',
  'orders.delivery_type',
  'orders.total_cents',
  'orders.created_at',
] as const;
export const itemCount = sql<number>`(select coalesce(sum(quantity), 0)::int from order_lines where order_id = orders.id)`;

export type SummaryRow = {
  id: number;
  order_number: string;
  status: string;
  payment_method: PaymentMethod;
  payment_status: 'unpaid' | 'paid';
  delivery_type: 'delivery' | 'pickup';
  total_cents: number;
  created_at: Date;
  item_count: number;
};
export const toSummary = (row: SummaryRow): OrderSummary => ({
  id: row.id,
  orderNumber: row.order_number,
  status: row.status as OrderStatus,
  paymentMethod: row.payment_method,
  paymentStatus: row.payment_status,
  deliveryType: row.delivery_type,
  totalAmount: row.total_cents,
  itemCount: Number(row.item_count),
  createdAt: row.created_at.toISOString(),
});

/** Days are Phnom Penh days. */
export const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+07:00`);

export const createOrderService = ({
  db,
  clock,
  config,
  gateway,
  onStockChanged = () => {},
}: {
  db: Db;
  clock: Clock;
  config: Config;
  gateway: PaymentGateway;
  onStockChanged?: StockChanged;
}) => {
  const notify = async (
    trx: Kysely<Database>,
    userId: number,
    orderId: number,
    orderNumber: string,
    status: OrderStatus,
  ) => {
    await trx
      .insertInto('notifications')
      .values({
        user_id: userId,
        type: 'transaction',
        ...inBothLanguages((language) => ({
          title: renderMessage('orderNotificationTitle', { number: orderNumber }, language),
          body: renderMessage(
            'orderNotificationBody',
            { status: renderMessage(orderStatusKey(status), {}, language) },
            language,
          ),
        })),
        ref_id: orderId,
        created_at: clock.now(),
      })
      .execute();
  };

  /** The whole order in one transaction: stock, coupon, points and credit move together or not at all. */
  const place = async (
    userId: number,
    input: PlaceOrder,
    headerKey: string | undefined,
    language: Language,
  ) => {
    const idempotencyKey = headerKey ?? input.idempotencyKey ?? `auto-${randomBytes(12).toString('hex')}`;
    const now = clock.now();
    const placed = await inTransaction(db, async (trx) => {
      // One order at a time per buyer: points, credit and the idempotency key are read under this lock.
      const buyer = await trx
        .selectFrom('users')
        .innerJoin('customer_groups', 'customer_groups.id', 'users.customer_group_id')
        .select([
          'users.id',
          'users.customer_group_id',
          'users.total_points',
          'users.credit_line_cents',
          'customer_groups.is_business_partner',
        ])
        .where('users.id', '=', userId)
        .forUpdate('users')
        .executeTakeFirstOrThrow();
      const replay = await trx
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      if (replay) return { orderId: replay.id, created: false as const };

      const basket = await cartLines(
        trx,
        config,
        userId,
        input.source,
        buyer.customer_group_id,
        language,
        clock.now(),
      );
      const chosen = input.lineIds ? new Set(input.lineIds) : null;
      const lines = chosen ? basket.filter((line) => chosen.has(line.id)) : basket;
      if (lines.length === 0) throw invalid('orderCartIsEmpty');
      for (const line of lines)
        if (!line.available) throw stockError(line.stock < line.quantity ? line.stock : 0);

      if (input.paymentMethod === 'credit_line' && !buyer.is_business_partner) {
        throw new AppError(403, ErrorCode.permissionDenied, 'orderCreditLineBusinessPartnerOnly');
      }
      if (input.paymentMethod === 'card' && !input.cardToken) throw invalid('orderCardIsRequired');

      // Stock, in variant order so two buyers never wait on each other crosswise.
      const byVariant = [...lines].sort((a, b) => a.variantId - b.variantId);
      const movements: StockMovement[] = [];
      for (const line of byVariant) {
        // One statement: the variant's stock goes down and its product's sold count up, or neither.
        const taken = await trx
          .with('taken', (db) =>
            db
              .updateTable('product_variants')
              .set({ stock: sql`stock - ${line.quantity}` })
              .where('id', '=', line.variantId)
              .where('stock', '>=', line.quantity)
              .returning(['product_id', 'stock']),
          )
          .updateTable('products')
          .from('taken')
          .set({ sold_count: sql`sold_count + ${line.quantity}` })
          .whereRef('products.id', '=', 'taken.product_id')
          .returning('taken.stock')
          .executeTakeFirst();
        if (!taken) {
          const left = await trx
            .selectFrom('product_variants')
            .select('stock')
            .where('id', '=', line.variantId)
            .executeTakeFirst();
          throw stockError(left?.stock ?? 0);
        }
        movements.push({ variantId: line.variantId, quantity: -line.quantity, stockAfter: taken.stock });
      }

      const goods = lines.reduce((sum, line) => sum + line.lineTotal, 0);
      const regular = lines.reduce(
        (sum, line) => sum + Math.max(line.compareAtPrice ?? 0, line.unitPrice) * line.quantity,
        0,
      );

      let couponId: number | null = null;
      let couponDiscount = 0;
      if (input.couponCode) {
        const coupon = await trx
          .selectFrom('coupons')
          .selectAll()
          .where('code', '=', input.couponCode.trim().toUpperCase())
          .forUpdate()
          .executeTakeFirst();
        const usedByUser = coupon
          ? Number(
              (
                await trx
                  .selectFrom('coupon_uses')
                  .select((eb) => eb.fn.countAll<string>().as('n'))
                  .where('coupon_id', '=', coupon.id)
                  .where('user_id', '=', userId)
                  .executeTakeFirstOrThrow()
              ).n,
            )
          : 0;
        const verdict = evaluateCoupon(coupon, {
          now,
          orderAmount: goods,
          customerGroupId: buyer.customer_group_id,
          categoryIds: lines.map((line) => line.categoryId),
          usedByUser,
        });
        if (!verdict.ok || !coupon) throw invalid(verdict.ok ? 'couponNotFound' : verdict.reason);
        const counted = await trx
          .updateTable('coupons')
          .set({ used_count: sql`used_count + 1` })
          .where('id', '=', coupon.id)
          .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
          .returning('id')
          .executeTakeFirst();
        if (!counted) throw invalid('couponUsageLimitReached');
        couponId = coupon.id;
        couponDiscount = verdict.discount;
      }

      const points = input.redeemPoints;
      const pointsDiscount = points * pointValueCents;
      if (points > 0) {
        if (pointsDiscount > goods - couponDiscount) throw invalid('orderTooManyPoints');
        const spent = await trx
          .updateTable('users')
          .set({ total_points: sql`total_points - ${points}` })
          .where('id', '=', userId)
          .where('total_points', '>=', points)
          .returning('id')
          .executeTakeFirst();
        if (!spent) throw conflict('orderNotEnoughPoints');
      }

      let fee = 0;
      let km: number | null = null;
      let addressText: string | null = null;
      let provinceId: number | null = null;
      let expected: ExpectedDelivery;
      if (input.deliveryType === 'delivery') {
        if (!input.addressId) throw invalid('orderAddressIsRequired');
        const location = await addressLocation(trx, userId, input.addressId);
        const quote = deliveryFee(distanceKm(headOffice, location.point), goods);
        fee = quote.feeCents;
        km = quote.km;
        addressText = location.text;
        provinceId = location.provinceId;
        expected = expectedDelivery(location.provinceId, now);
      } else {
        if (!input.pickupPlace) throw invalid('orderPickupPlaceIsRequired');
        if (!input.pickupAt) throw invalid('orderPickupTimeIsRequired');
        const pickupAt = new Date(input.pickupAt);
        if (!isPickupTimeAllowed(now, pickupAt)) throw invalid('orderPickupTooSoon');
        expected = { kind: 'pickup', at: pickupAt.toISOString() };
      }

      const total = goods - couponDiscount - pointsDiscount + fee;
      if (input.paymentMethod === 'credit_line') {
        const available = Math.max(0, (buyer.credit_line_cents ?? 0) - (await usedCreditOf(trx, userId)));
        if (total > available) throw conflict('orderNotEnoughCredit');
      }

      const status = initialOrderStatus(input.paymentMethod);
      // The order and its first status in one statement.
      const order = await trx
        .with('placed', (db) =>
          db
            .insertInto('orders')
            .values({
              user_id: userId,
              order_number: sql<string>`'CP' || lpad(nextval('order_numbers')::text, 8, '0')`,
              source: input.source,
              status,
              payment_method: input.paymentMethod,
              delivery_type: input.deliveryType,
              address_id: input.deliveryType === 'delivery' ? (input.addressId ?? null) : null,
              address_text: addressText,
              province_id: provinceId,
              pickup_place: input.deliveryType === 'pickup' ? (input.pickupPlace ?? null) : null,
              pickup_at: input.deliveryType === 'pickup' && input.pickupAt ? new Date(input.pickupAt) : null,
              distance_km: km,
              expected_delivery: JSON.stringify(expected),
              subtotal_cents: regular,
              coupon_id: couponId,
              coupon_discount_cents: couponDiscount,
              points_redeemed: points,
              points_discount_cents: pointsDiscount,
              delivery_fee_cents: fee,
              total_cents: total,
              remark: input.remark ?? null,
              idempotency_key: idempotencyKey,
              created_at: now,
              updated_at: now,
            })
            .returning(['id', 'order_number']),
        )
        .with('history', (db) =>
          db
            .insertInto('order_status_history')
            .columns(['order_id', 'from_status', 'to_status', 'actor', 'remark', 'created_at'])
            .expression((eb) =>
              eb
                .selectFrom('placed')
                .select([
                  'placed.id',
                  sql<null>`null`.as('from_status'),
                  sql.val(status).as('to_status'),
                  sql.val('customer').as('actor'),
                  sql<null>`null`.as('remark'),
                  sql<Date>`${now}::timestamptz`.as('created_at'),
                ]),
            ),
        )
        .selectFrom('placed')
        .select(['placed.id', 'placed.order_number'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_lines')
        .values(
          lines.map((line) => ({
            order_id: order.id,
            product_id: line.productId,
            variant_id: line.variantId,
            name: line.name,
            variant_label: line.variantName,
            quantity: line.quantity,
            unit_price_cents: line.unitPrice,
            line_total_cents: line.lineTotal,
          })),
        )
        .execute();
      await recordStockMovements(trx, order.id, 'stockReasonOrder', movements, now);
      if (couponId !== null) {
        await trx
          .insertInto('coupon_uses')
          .values({ coupon_id: couponId, user_id: userId, order_id: order.id, created_at: now })
          .execute();
      }
      if (points > 0) {
        await trx
          .insertInto('point_ledger')
          .values({
            user_id: userId,
            order_id: order.id,
            reason: 'redeemed',
            points: -points,
            created_at: now,
          })
          .execute();
      }
      await trx
        .deleteFrom('cart_items')
        .where('user_id', '=', userId)
        .where(
          'id',
          'in',
          lines.map((line) => line.id),
        )
        .execute();
      await notify(trx, userId, order.id, order.order_number, status);
      return {
        orderId: order.id,
        orderNumber: order.order_number,
        created: true as const,
        total,
        productIds: [...new Set(lines.map((line) => line.productId))],
      };
    });

    if (placed.created) {
      await onStockChanged(placed.productIds);
      if (input.paymentMethod === 'online_bank' || input.paymentMethod === 'card') {
        await startPayment(
          placed.orderId,
          placed.orderNumber,
          placed.total,
          input.paymentMethod,
          input.cardToken,
        );
      }
    }
    return { orderId: placed.orderId, created: placed.created };
  };

  const startPayment = async (
    orderId: number,
    reference: string,
    amountCents: number,
    method: 'online_bank' | 'card',
    cardToken: string | undefined,
  ) => {
    const charge = await gateway.createCharge({ orderId, reference, amountCents, method, cardToken });
    await db
      .updateTable('orders')
      .set({ payment_reference: charge.reference, khqr: charge.khqr, payment_expires_at: charge.expiresAt })
      .where('id', '=', orderId)
      .execute();
    if (charge.status === 'paid') await markPaid(orderId, amountCents);
    if (charge.status === 'declined') await changeStatus(orderId, 'canceled', 'staff', 'cardDeclined');
  };

  const markPaid = async (orderId: number, amountCents: number) => {
    const order = await db
      .selectFrom('orders')
      .select(['status', 'total_cents'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    if (order.total_cents !== amountCents) throw invalid('paymentAmountMismatch');
    if (order.status === 'waiting_for_payment')
      await changeStatus(orderId, 'paid_pending_delivery', 'gateway');
  };

  /** A signed gateway confirmation: marks the order paid once (a repeated confirmation changes nothing). */
  const confirmPayment = async (confirmation: PaymentConfirmation, signature: string) => {
    if (!gateway.verifyConfirmation(confirmation, signature)) {
      throw new AppError(401, ErrorCode.invalidToken, 'paymentSignatureIsInvalid');
    }
    const order = await db
      .selectFrom('orders')
      .select(['id'])
      .where('payment_reference', '=', confirmation.reference)
      .executeTakeFirst();
    if (!order) throw new AppError(404, ErrorCode.notFound, 'orderNotFound');
    await markPaid(order.id, confirmation.amountCents);
    return order.id;
  };

  /**
   * Moves an order along the table of its payment method, with its side effects, in one transaction;
   * `alongside` runs inside that transaction too (the back office writes its audit row there).
   */
  const changeStatus = async (
    orderId: number,
    to: OrderStatus,
    actor: OrderActor,
    remark?: string,
    alongside?: (trx: Transaction<Database>, from: OrderStatus) => Promise<void>,
  ) => {
    const now = clock.now();
    const productIds = await inTransaction(db, async (trx) => {
      const order = await trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .forUpdate()
        .executeTakeFirst();
      if (!order) throw new AppError(404, ErrorCode.notFound, 'orderNotFound');
      const from = order.status as OrderStatus;
      if (!canTransition(order.payment_method as PaymentMethod, from, to, actor))
        throw conflict('orderStatusCannotChange');
      const paidNow =
        to === 'paid_pending_delivery' || (to === 'completed' && order.payment_status === 'unpaid');
      await trx
        .updateTable('orders')
        .set({
          status: to,
          updated_at: now,
          ...(paidNow ? { payment_status: 'paid' as const, paid_at: now } : {}),
        })
        .where('id', '=', orderId)
        .execute();
      await trx
        .insertInto('order_status_history')
        .values({
          order_id: orderId,
          from_status: from,
          to_status: to,
          actor,
          remark: remark ?? null,
          created_at: now,
        })
        .execute();
      let touched: number[] = [];
      if (to === 'completed') {
        const earned = pointsEarnedFor(order.total_cents);
        if (earned > 0) {
          const row = await trx
            .insertInto('point_ledger')
            .values({
              user_id: order.user_id,
              order_id: orderId,
              reason: 'earned',
              points: earned,
              created_at: now,
            })
            .onConflict((c) => c.columns(['order_id', 'reason']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (row) {
            await trx
              .updateTable('users')
              .set({ total_points: sql`total_points + ${earned}` })
              .where('id', '=', order.user_id)
              .execute();
          }
        }
      }
      if (to === 'canceled' || to === 'rejected') {
        const lines = await trx
          .selectFrom('order_lines')
          .select(['variant_id', 'product_id', 'quantity'])
          .where('order_id', '=', orderId)
          .orderBy('variant_id')
          .execute();
        const returned: StockMovement[] = [];
        for (const line of lines) {
          const back = await trx
            .updateTable('product_variants')
            .set({ stock: sql`stock + ${line.quantity}` })
            .where('id', '=', line.variant_id)
            .returning('stock')
            .executeTakeFirst();
          if (back)
            returned.push({ variantId: line.variant_id, quantity: line.quantity, stockAfter: back.stock });
          await trx
            .updateTable('products')
            .set({ sold_count: sql`greatest(sold_count - ${line.quantity}, 0)` })
            .where('id', '=', line.product_id)
            .execute();
        }
        await recordStockMovements(trx, orderId, 'stockReasonOrderReturned', returned, now);
        touched = [...new Set(lines.map((line) => line.product_id))];
        if (order.points_redeemed > 0) {
          const row = await trx
            .insertInto('point_ledger')
            .values({
              user_id: order.user_id,
              order_id: orderId,
              reason: 'refunded',
              points: order.points_redeemed,
              created_at: now,
            })
            .onConflict((c) => c.columns(['order_id', 'reason']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (row) {
            await trx
              .updateTable('users')
              .set({ total_points: sql`total_points + ${order.points_redeemed}` })
              .where('id', '=', order.user_id)
              .execute();
          }
        }
        if (order.coupon_id !== null) {
          await trx.deleteFrom('coupon_uses').where('order_id', '=', orderId).execute();
          await trx
            .updateTable('coupons')
            .set({ used_count: sql`greatest(used_count - 1, 0)` })
            .where('id', '=', order.coupon_id)
            .execute();
        }
      }
      await notify(trx, order.user_id, orderId, order.order_number, to);
      await alongside?.(trx, from);
      return touched;
    });
    if (productIds.length) await onStockChanged(productIds);
  };

  const cancelByCustomer = async (userId: number, orderId: number) => {
    const order = await db
      .selectFrom('orders')
      .select('id')
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!order) throw new AppError(404, ErrorCode.notFound, 'orderNotFound');
    await changeStatus(orderId, 'canceled', 'customer');
  };

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

  /** One order with its lines and history; `ownerId` limits it to the buyer's own orders. */
  const readDetail = async (orderId: number, ownerId: number | 'any') => {
    let query = db
      .selectFrom('orders')
      .leftJoin('coupons', 'coupons.id', 'orders.coupon_id')
      .selectAll('orders')
      .select([itemCount.as('item_count'), 'coupons.code as coupon_code'])
      .where('orders.id', '=', orderId);
    if (ownerId !== 'any') query = query.where('orders.user_id', '=', ownerId);
    const order = await query.executeTakeFirst();
    if (!order) throw new AppError(404, ErrorCode.notFound, 'orderNotFound');
    const [lines, history] = await Promise.all([
      db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
      db
        .selectFrom('order_status_history')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),
    ]);
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
      pickupPlace: order.pickup_place as OrderDetail['pickupPlace'],
      distanceKm: order.distance_km,
      expectedDelivery: JSON.parse(order.expected_delivery) as ExpectedDelivery,
      remark: order.remark,
      khqr: order.status === 'waiting_for_payment' ? order.khqr : null,
      paymentReference: order.payment_reference,
      paymentExpiresAt: order.payment_expires_at?.toISOString() ?? null,
      paidAt: order.paid_at?.toISOString() ?? null,
      history: history.map((row) => ({
        fromStatus: row.from_status as OrderStatus | null,
        toStatus: row.to_status as OrderStatus,
        by: row.actor as OrderActor,
        remark: row.remark,
        createdAt: row.created_at.toISOString(),
      })),
    };
    return { detail, userId: order.user_id };
  };

  const detail = async (userId: number, orderId: number) => (await readDetail(orderId, userId)).detail;
  /** Any customer's order, for the back office. */
  const detailForStaff = (orderId: number) => readDetail(orderId, 'any');

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

  return {
    place,
    confirmPayment,
    changeStatus,
    cancelByCustomer,
    list,
    count,
    detail,
    detailForStaff,
    recentRemarks,
  };
};

export type OrderService = ReturnType<typeof createOrderService>;
