import { randomBytes } from 'node:crypto';
import {
  type CartLine,
  ErrorCode,
  type ExpectedDelivery,
  initialOrderStatus,
  isWithinOpeningHours,
  type placeOrderBodySchema,
  pointValueCents,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db, Trx } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import type { Language } from '../../../platform/message-text';
import { rememberLanguage, spendPoints } from '../../accounts';
import { recordStockMovements, takeStock } from '../../catalogue';
import { findPickupSite } from '../../content';
import { cartLines } from '../cart/queries';
import { stockError } from '../cart/service';
import { evaluateCoupon } from '../checkout/coupon-rules';
import { couponUsesBy } from '../checkout/coupon-uses';
import { addressLocation, usedCreditOf } from '../checkout/service';
import {
  deliveryFee,
  distanceKm,
  expectedDelivery,
  headOffice,
  isPickupTimeAllowed,
} from '../delivery/rules';
import { conflict, invalid } from './order-errors';
import type { OrderPayment } from './order-payment';
import { notifyOrderStatus } from './order-status-notice';
import {
  clearCheckedOutLines,
  recordCouponUse,
  recordOrder,
  recordRedeemedPoints,
} from './placed-order-records';
import type { StockChanged } from './stock-changed';

export type PlaceOrder = z.output<typeof placeOrderBodySchema>;

/**
 * Placing an order, a flow across domains: the catalogue's stock, the buyer's points (accounts) and the
 * customer's notice (notifications) move in the ordering transaction, together or not at all; the payment
 * gateway is asked to charge only once the order is stored.
 */
export const createPlaceOrder = ({
  db,
  clock,
  config,
  onStockChanged,
  startPayment,
}: {
  db: Db;
  clock: Clock;
  config: Config;
  onStockChanged: StockChanged;
  startPayment: OrderPayment['startPayment'];
}) => {
  const place = async (
    userId: number,
    input: PlaceOrder,
    headerKey: string | undefined,
    language: Language,
  ) => {
    const idempotencyKey = headerKey ?? input.idempotencyKey ?? `auto-${randomBytes(12).toString('hex')}`;
    const now = clock.now();
    const placed = await inTransaction(db, async (trx) => {
      const buyer = await lockBuyer(trx, userId);
      // Staff moves of this order are told to the buyer in the language they ordered in.
      await rememberLanguage(trx, userId, language);
      const replay = await orderWithKey(trx, userId, idempotencyKey);
      if (replay) return { orderId: replay.id, created: false as const };

      const lines = await linesToCheckOut(trx, config, userId, input, buyer, language, clock.now());
      checkPaymentMethod(input, buyer);
      const movements = await takeStock(trx, lines, stockError);

      const { goods, regular } = priceLines(lines);
      const coupon = await applyCoupon(trx, input.couponCode, { userId, buyer, lines, goods, now });
      const points = await redeemPoints(trx, userId, input.redeemPoints, goods - coupon.discount);
      const delivery = await arrangeDelivery(trx, userId, input, goods, now);
      const total = goods - coupon.discount - points.discount + delivery.fee;
      if (input.paymentMethod === 'credit_line') await checkCredit(trx, buyer, total);

      const status = initialOrderStatus(input.paymentMethod);
      const order = await recordOrder(trx, {
        userId,
        input,
        idempotencyKey,
        status,
        lines,
        delivery,
        regular,
        coupon,
        points,
        total,
        now,
      });
      await recordStockMovements(trx, order.id, 'stockReasonOrder', movements, now);
      if (coupon.couponId !== null) await recordCouponUse(trx, coupon.couponId, userId, order.id, now);
      if (points.points > 0) await recordRedeemedPoints(trx, userId, order.id, points.points, now);
      await clearCheckedOutLines(trx, userId, lines);
      await notifyOrderStatus(trx, {
        userId,
        orderId: order.id,
        orderNumber: order.order_number,
        status,
        at: clock.now(),
        pickup: input.deliveryType === 'pickup',
      });
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
  return place;
};

type Buyer = Awaited<ReturnType<typeof lockBuyer>>;

/** One order at a time per buyer: points, credit and the idempotency key are read under this lock. */
const lockBuyer = (trx: Trx, userId: number) =>
  trx
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

/** The order an earlier request with the same idempotency key made, if any. */
const orderWithKey = (trx: Trx, userId: number, idempotencyKey: string) =>
  trx
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();

/** The basket lines being checked out (all of them unless some were chosen), each still available. */
const linesToCheckOut = async (
  trx: Trx,
  config: Config,
  userId: number,
  input: PlaceOrder,
  buyer: Buyer,
  language: Language,
  now: Date,
) => {
  const basket = await cartLines(trx, config, userId, input.source, buyer.customer_group_id, language, now);
  const chosen = input.lineIds ? new Set(input.lineIds) : null;
  const lines = chosen ? basket.filter((line) => chosen.has(line.id)) : basket;
  if (lines.length === 0) throw invalid('orderCartIsEmpty');
  for (const line of lines)
    if (!line.available) throw stockError(line.stock < line.quantity ? line.stock : 0);
  return lines;
};

const checkPaymentMethod = (input: PlaceOrder, buyer: Buyer) => {
  if (input.paymentMethod === 'credit_line' && !buyer.is_business_partner) {
    throw new AppError(403, ErrorCode.permissionDenied, 'orderCreditLineBusinessPartnerOnly');
  }
  if (input.paymentMethod === 'card' && !input.cardToken) throw invalid('orderCardIsRequired');
};

/** What the goods cost the buyer, and what they would cost at the regular (crossed-out) prices. */
const priceLines = (lines: CartLine[]) => ({
  goods: lines.reduce((sum, line) => sum + line.lineTotal, 0),
  regular: lines.reduce(
    (sum, line) => sum + Math.max(line.compareAtPrice ?? 0, line.unitPrice) * line.quantity,
    0,
  ),
});

export type AppliedCoupon = { couponId: number | null; discount: number };

/** The coupon's discount, counted against its usage limit under the coupon's row lock. */
const applyCoupon = async (
  trx: Trx,
  code: string | undefined,
  order: { userId: number; buyer: Buyer; lines: CartLine[]; goods: number; now: Date },
): Promise<AppliedCoupon> => {
  if (!code) return { couponId: null, discount: 0 };
  const coupon = await trx
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', code.trim().toUpperCase())
    .forUpdate()
    .executeTakeFirst();
  const usedByUser = coupon ? await couponUsesBy(trx, order.userId, coupon.id) : 0;
  const verdict = evaluateCoupon(coupon, {
    now: order.now,
    orderAmount: order.goods,
    customerGroupId: order.buyer.customer_group_id,
    categoryIds: order.lines.map((line) => line.categoryId),
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
  return { couponId: coupon.id, discount: verdict.discount };
};

export type RedeemedPoints = { points: number; discount: number };

/** Points pay for goods only (never the delivery fee) and leave the buyer's balance at once. */
const redeemPoints = async (
  trx: Trx,
  userId: number,
  points: number,
  payableGoods: number,
): Promise<RedeemedPoints> => {
  const discount = points * pointValueCents;
  if (points > 0) {
    if (discount > payableGoods) throw invalid('orderTooManyPoints');
    if (!(await spendPoints(trx, userId, points))) throw conflict('orderNotEnoughPoints');
  }
  return { points, discount };
};

export type Delivery = {
  fee: number;
  km: number | null;
  addressText: string | null;
  provinceId: number | null;
  expected: ExpectedDelivery;
  /** The showroom a pickup is collected at. */
  pickupPlace: string | null;
};

/** Delivered to one of the buyer's addresses (priced by distance), or picked up at a time far enough ahead. */
const arrangeDelivery = async (
  trx: Trx,
  userId: number,
  input: PlaceOrder,
  goods: number,
  now: Date,
): Promise<Delivery> => {
  if (input.deliveryType === 'delivery') {
    if (!input.addressId) throw invalid('orderAddressIsRequired');
    const location = await addressLocation(trx, userId, input.addressId);
    const quote = deliveryFee(distanceKm(headOffice, location.point), goods);
    return {
      fee: quote.feeCents,
      km: quote.km,
      addressText: location.text,
      provinceId: location.provinceId,
      expected: expectedDelivery(location.provinceId, now),
      pickupPlace: null,
    };
  }
  if (!input.pickupPlace) throw invalid('orderPickupPlaceIsRequired');
  if (!input.pickupAt) throw invalid('orderPickupTimeIsRequired');
  const site = await findPickupSite(trx, input.pickupPlace);
  if (!site) throw invalid('orderPickupPlaceUnknown');
  const pickupAt = new Date(input.pickupAt);
  if (!isPickupTimeAllowed(now, pickupAt)) throw invalid('orderPickupTooSoon');
  if (!isWithinOpeningHours(site.weekly_hours, pickupAt)) throw invalid('orderPickupOutsideOpeningHours');
  return {
    fee: 0,
    km: null,
    addressText: null,
    provinceId: null,
    expected: { kind: 'pickup', at: pickupAt.toISOString() },
    pickupPlace: site.key,
  };
};

/** A business partner's credit line must still cover the whole order. */
const checkCredit = async (trx: Trx, buyer: Buyer, total: number) => {
  const available = Math.max(0, (buyer.credit_line_cents ?? 0) - (await usedCreditOf(trx, buyer.id)));
  if (total > available) throw conflict('orderNotEnoughCredit');
};
