import {
  type OrderStatus,
  type PaymentMethod,
  phnomPenhInstant,
  pickupDays,
  pickupLeadMinutes,
  placeOrderBodySchema,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import { createOrderMoves } from '../../flows/order-moves';
import { createPlaceOrder } from '../../flows/place-order/place-order';
import { createOrdering } from '../../modules/ordering';
import type { Config } from '../../platform/config';
import type { PaymentGateway } from '../../platform/payments/gateway';
import type { Db } from '../schema';
import { demoAccounts } from './demo-accounts';
import { demoShoppers, shoppersOf } from './demo-shoppers';

export const demoHistoryDays = 90;
const stockToSpare = 25;
/** Half a dollar: less than any order's goods. */
const pointsToRedeem = 50;
const dayMs = 86_400_000;
const hourMs = 3_600_000;
/** Marks the history's orders: one key per order, so a second start finds them and places nothing again. */
export const demoHistoryKey = (index: number) => `demo-history-${index}`;

/** A fixed sequence of "random" numbers: every fresh database gets the same past. */
const sequence = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

/** The demo bank and card processor approve every payment of the past at once. */
const approvingGateway: PaymentGateway = {
  createCharge: async (request) => ({
    reference: request.reference,
    khqr: null,
    deepLink: null,
    expiresAt: new Date(0),
    status: 'paid',
  }),
  verifyConfirmation: () => false,
};

/** Midnight in Phnom Penh (UTC+7) of the day `at` falls on. */
const phnomPenhMidnight = (at: number) => Math.floor((at + 7 * hourMs) / dayMs) * dayMs - 7 * hourMs;

/**
 * The stretch of the past still to place: all three months on a database without them; the rest of them when a
 * start was stopped while placing them (each order is its own transaction); nothing once they reach their end.
 */
const spanToPlace = async (db: Db, now: Date) => {
  const placed = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.min('created_at').as('oldest'),
      eb.fn.max('created_at').as('newest'),
      sql<string | null>`max(substring(idempotency_key from ${demoHistoryKey(0).length}::int)::int)`.as(
        'last',
      ),
    ])
    .where('idempotency_key', 'like', `${demoHistoryKey(0).slice(0, -1)}%`)
    .executeTakeFirstOrThrow();
  if (!placed.oldest || !placed.newest)
    return { from: now.getTime() - demoHistoryDays * dayMs, to: now.getTime(), lastIndex: 0 };
  const to = Math.min(new Date(placed.oldest).getTime() + demoHistoryDays * dayMs, now.getTime());
  if (new Date(placed.newest).getTime() >= to - 3 * dayMs) return null;
  return { from: new Date(placed.newest).getTime() + hourMs, to, lastIndex: Number(placed.last ?? 0) };
};

/** The statuses an order of `method` goes through to be completed. */
const roadToCompleted: Record<PaymentMethod, OrderStatus[]> = {
  cash_on_delivery: [
    'pending_delivery',
    'on_delivery_pending_payment',
    'delivered_pending_payment',
    'completed',
  ],
  credit_line: ['pending_delivery', 'on_delivery', 'delivered', 'completed'],
  online_bank: ['on_delivery', 'delivered', 'completed'],
  card: ['on_delivery', 'delivered', 'completed'],
};

/** How far along the road an order placed `ageDays` ago is now: all of it for a week-old order. */
const stepsDone = (ageDays: number, roadLength: number) =>
  ageDays >= 7 ? roadLength : Math.min(roadLength - 1, Math.floor(ageDays / 1.5));

/**
 * About three months of orders of the demo and the seeded customers, outside production only: placed and moved
 * through the shop's own order code on a clock set back to each moment, so stock movements, points, credit and the
 * status history follow the shop's rules. Each order has its own idempotency key: a second start places nothing.
 */
export const seedDemoHistory = async (db: Db, config: Config, now: Date) => {
  if (config.env === 'production') return { placed: 0 };
  const span = await spanToPlace(db, now);
  if (!span) return { placed: 0 };

  let at = now;
  const clock = { now: () => at };
  const orderMoves = createOrderMoves({ db, clock, onStockChanged: () => {} });
  const { carts, orders } = createOrdering({ db, config, clock, gateway: approvingGateway, orderMoves });
  const placeOrder = createPlaceOrder({
    db,
    clock,
    config,
    onStockChanged: () => {},
    startPayment: orders.startPayment,
  });
  const shoppers = await shoppersOf(db, now, demoHistoryDays);
  const variants = await db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select(['product_variants.id', 'product_variants.product_id', 'product_variants.stock'])
    .where('products.is_active', '=', true)
    .where('product_variants.is_active', '=', true)
    .where('product_variants.stock', '>=', stockToSpare + 2)
    .orderBy('product_variants.id')
    .execute();
  const sites = await db
    .selectFrom('showrooms')
    .select(['key', 'weekly_hours'])
    .where('is_active', '=', true)
    .orderBy('sort')
    .execute();
  if (variants.length === 0 || shoppers.length === 0) return { placed: 0 };

  const random = sequence(20_260_101 + span.lastIndex);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const historyStart = span.to - demoHistoryDays * dayMs;
  let index = span.lastIndex;
  let placed = 0;
  for (let midnight = phnomPenhMidnight(span.from); midnight < span.to; midnight += dayMs) {
    // Busier towards the present, as a young shop grows: one to three orders a day.
    const count = Math.floor(random() * 2 + 1 + (midnight - historyStart) / (demoHistoryDays * dayMs));
    for (let n = 0; n < count; n += 1) {
      // Between 08:00 and 20:00 in Phnom Penh.
      const placedAt = midnight + (8 + random() * 12) * hourMs;
      if (placedAt < span.from || placedAt > span.to - 2 * hourMs) continue;
      const shopper = pick(shoppers.filter((one) => one.since.getTime() <= placedAt));
      if (!shopper) continue;
      index += 1;
      at = new Date(placedAt);
      const method: PaymentMethod =
        shopper.partner && random() < 0.6
          ? 'credit_line'
          : pick(['cash_on_delivery', 'cash_on_delivery', 'online_bank', 'card'] as const);
      const ageDays = (now.getTime() - placedAt) / dayMs;
      // Credit is settled within the week: recent credit orders would hold the partner's credit line.
      if (method === 'credit_line' && ageDays < 8) continue;
      const site = random() < 0.3 ? pick(sites) : undefined;
      const pickupDay = site ? pickupDays(site.weekly_hours, at, pickupLeadMinutes, 1)[0] : undefined;

      // The past leaves every variant it sold from with stock to spare for today's shoppers.
      const chosen = new Map<number, { productId: number; quantity: number }>();
      const lineCount = 1 + Math.floor(random() * 2.2);
      for (let line = 0; line < lineCount; line += 1) {
        const variant = pick(variants);
        const quantity = 1 + Math.floor(random() * 2);
        if (chosen.has(variant.id) || variant.stock - quantity < stockToSpare) continue;
        variant.stock -= quantity;
        chosen.set(variant.id, { productId: variant.product_id, quantity });
      }
      if (chosen.size === 0) continue;
      for (const [variantId, line] of chosen)
        await carts.add(shopper.userId, 'cart', {
          productId: line.productId,
          variantId,
          quantity: line.quantity,
        });
      // Now and then a shopper pays part with their points.
      const redeemPoints =
        random() < 0.15
          ? Math.min(
              pointsToRedeem,
              (
                await db
                  .selectFrom('users')
                  .select('total_points')
                  .where('id', '=', shopper.userId)
                  .executeTakeFirstOrThrow()
              ).total_points,
            )
          : 0;
      const lineIds = (
        await db
          .selectFrom('cart_items')
          .select('id')
          .where('user_id', '=', shopper.userId)
          .where('kind', '=', 'cart')
          .where('variant_id', 'in', [...chosen.keys()])
          .execute()
      ).map((line) => line.id);
      const { orderId } = await placeOrder(
        shopper.userId,
        placeOrderBodySchema.parse({
          lineIds,
          paymentMethod: method,
          ...(site && pickupDay
            ? {
                deliveryType: 'pickup',
                pickupPlace: site.key,
                pickupAt: phnomPenhInstant(pickupDay.date, pickupDay.times[0] ?? '10:00').toISOString(),
              }
            : { deliveryType: 'delivery', addressId: shopper.addressId }),
          ...(method === 'card' ? { cardToken: 'demo-card' } : {}),
          redeemPoints,
          idempotencyKey: demoHistoryKey(index),
        }),
        undefined,
        'en',
      );
      placed += 1;

      const roll = random();
      const move = async (to: OrderStatus, actor: 'staff' | 'customer', hours: number, remark?: string) => {
        at = new Date(Math.min(at.getTime() + hours * hourMs, now.getTime() - hourMs));
        await orderMoves.changeStatus(orderId, to, actor, remark);
      };
      if (roll < 0.06 && method !== 'online_bank' && method !== 'card') {
        await move('canceled', 'customer', 1);
        continue;
      }
      if (roll < 0.1 && ageDays > 1) {
        // Paid orders are refused by the shop; cash and credit ones are canceled once confirmed.
        if (method === 'online_bank' || method === 'card') await move('rejected', 'staff', 3, 'Out of stock');
        else {
          await move('pending_delivery', 'staff', 2);
          await move('canceled', 'staff', 3, 'Out of stock');
        }
        continue;
      }
      const road = roadToCompleted[method];
      for (const to of road.slice(0, stepsDone(ageDays, road.length)))
        await move(to, 'staff', 6 + random() * 12);
      if (ageDays > 30 && random() < 0.5) await move('closed', 'staff', 48);
    }
  }
  // Texts of the past were sent then: the outbox does not send them again at this start.
  await db
    .updateTable('outbox_messages')
    .set({ pending: false })
    .where('pending', '=', true)
    .where('purpose', 'like', 'ORDER_%')
    .where('recipient', 'in', [
      ...demoAccounts.map((account) => account.phone),
      ...demoShoppers.map((s) => s.phone),
    ])
    .where('created_at', '<', now)
    .execute();
  return { placed };
};
