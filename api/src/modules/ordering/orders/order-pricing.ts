import {
  type CartLine,
  ErrorCode,
  type ExpectedDelivery,
  initialOrderStatus,
  isWithinOpeningHours,
  type placeOrderBodySchema,
  pointValueCents,
} from '@portal/shared/contract';
import type { z } from 'zod';
import type { Trx } from '../../../db/schema';
import { AppError } from '../../../platform/errors';
import type { Language } from '../../../platform/message-text';
import { stockError } from '../cart/service';
import { evaluateCoupon } from '../checkout/coupon-rules';
import { toAddressLocation } from '../checkout/service';
import {
  deliveryFee,
  distanceKm,
  expectedDelivery,
  headOffice,
  isPickupTimeAllowed,
} from '../delivery/rules';
import type { Buyer, CheckoutReads } from './buyer-at-checkout';
import { conflict, invalid } from './order-errors';

export type PlaceOrder = z.output<typeof placeOrderBodySchema>;

/** Placing an order, a flow across domains (`flows/place-order/`); ordering's routes are given it. */
export type PlaceOrderFlow = (
  userId: number,
  input: PlaceOrder,
  headerKey: string | undefined,
  language: Language,
) => Promise<{ orderId: number; created: boolean }>;

/**
 * Ordering's rules for an order about to be placed, on what `checkoutReads` read under the buyer's lock: the lines
 * (each still available), the payment method allowed, the goods' price, the coupon, the points, the delivery or
 * pickup, and the credit a partner has left. Throws the spec's error for the first rule broken.
 */
export const priceOrder = (buyer: Buyer, reads: CheckoutReads, input: PlaceOrder, now: Date) => {
  const lines = linesToCheckOut(reads.basket, input);
  checkPaymentMethod(input, buyer);
  const { goods, regular } = priceLines(lines);
  const coupon = applyCoupon(buyer, reads, input.couponCode, { lines, goods, now });
  const points = redeemPoints(buyer, input.redeemPoints, goods - coupon.discount);
  const delivery = arrangeDelivery(reads, input, goods, now);
  const total = goods - coupon.discount - points.discount + delivery.fee;
  if (input.paymentMethod === 'credit_line') checkCredit(buyer, reads.usedCredit, total);
  return { lines, regular, coupon, points, delivery, total, status: initialOrderStatus(input.paymentMethod) };
};

export type PricedOrder = ReturnType<typeof priceOrder>;

/** The basket lines being checked out (all of them unless some were chosen), each still available. */
const linesToCheckOut = (basket: CartLine[], input: PlaceOrder) => {
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

/** The coupon's discount; its usage limit is counted when the order is written. */
const applyCoupon = (
  buyer: Buyer,
  { coupon, couponUses }: CheckoutReads,
  code: string | undefined,
  order: { lines: CartLine[]; goods: number; now: Date },
): AppliedCoupon => {
  if (!code) return { couponId: null, discount: 0 };
  const verdict = evaluateCoupon(coupon, {
    now: order.now,
    orderAmount: order.goods,
    customerGroupId: buyer.customer_group_id,
    categoryIds: order.lines.map((line) => line.categoryId),
    usedByUser: couponUses,
  });
  if (!verdict.ok || !coupon) throw invalid(verdict.ok ? 'couponNotFound' : verdict.reason);
  return { couponId: coupon.id, discount: verdict.discount };
};

export type RedeemedPoints = { points: number; discount: number };

/** Points pay for goods only (never the delivery fee); the balance is read under the buyer's lock. */
const redeemPoints = (buyer: Buyer, points: number, payableGoods: number): RedeemedPoints => {
  const discount = points * pointValueCents;
  if (points > 0) {
    if (discount > payableGoods) throw invalid('orderTooManyPoints');
    if (buyer.total_points < points) throw conflict('orderNotEnoughPoints');
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
const arrangeDelivery = (reads: CheckoutReads, input: PlaceOrder, goods: number, now: Date): Delivery => {
  if (input.deliveryType === 'delivery') {
    if (!input.addressId) throw invalid('orderAddressIsRequired');
    const location = toAddressLocation(reads.address);
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
  const site = reads.pickupSite;
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
const checkCredit = (buyer: Buyer, usedCredit: number, total: number) => {
  const available = Math.max(0, (buyer.credit_line_cents ?? 0) - usedCredit);
  if (total > available) throw conflict('orderNotEnoughCredit');
};

/**
 * Why the order's statement wrote nothing: a line's stock went first (its stock read now), then the coupon's limit,
 * else the points.
 */
export const refusalOf = async (
  trx: Trx,
  refused: { taken: number; coupon_held: boolean },
  lines: CartLine[],
) => {
  if (refused.taken < lines.length) {
    const stocks = await trx
      .selectFrom('catalogue_variants')
      .select(['id', 'stock'])
      .where(
        'id',
        'in',
        lines.map((line) => line.variantId),
      )
      .execute();
    const short = lines
      .map((line) => ({ line, stock: stocks.find((row) => row.id === line.variantId)?.stock ?? 0 }))
      .find(({ line, stock }) => stock < line.quantity);
    return stockError(short?.stock ?? 0);
  }
  if (!refused.coupon_held) return invalid('couponUsageLimitReached');
  return conflict('orderNotEnoughPoints');
};
