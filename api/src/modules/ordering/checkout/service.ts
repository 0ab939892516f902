import {
  type AvailableCoupon,
  type CartTarget,
  type Coupon,
  type CouponCheck,
  type CreditAvailability,
  creditHoldingStatuses,
  type DeliveryQuote,
  ErrorCode,
  type PaymentMethodInfo,
  paymentMethods,
} from '@portal/shared/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import type { Language } from '../../../platform/message-text';
import { cartLines, customerGroupOf } from '../cart/queries';
import { deliveryFee, distanceKm, expectedDelivery, headOffice } from '../delivery/rules';
import { type CouponRow, evaluateCoupon } from './coupon-rules';
import { couponUsesBy } from './coupon-uses';

export const toCoupon = (row: CouponRow, language: Language): Coupon => ({
  id: row.id,
  code: row.code,
  title: language === 'km' ? (row.title_km ?? row.title) : row.title,
  discountType: row.discount_type,
  discountValue: row.discount_value,
  maxDiscount: row.max_discount_cents,
  minOrder: row.min_order_cents,
  endsAt: row.ends_at?.toISOString() ?? null,
});

/** An address of the user with the coordinates of its district and province. */
export const addressLocationQuery = (db: Kysely<Database>, userId: number, addressId: number) =>
  db
    .selectFrom('account_addresses')
    .select([
      'id',
      'name',
      'address_detail',
      'province_id',
      'latitude',
      'longitude',
      'district_latitude',
      'district_longitude',
      'province_latitude',
      'province_longitude',
      'province_name',
      'district_name',
    ])
    .where('id', '=', addressId)
    .where('user_id', '=', userId);

export type AddressRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof addressLocationQuery>['executeTakeFirst']>>
>;

/** Where an address is: its own pin, else its district's centre, else its province's. */
export const toAddressLocation = (row: AddressRow | undefined | null) => {
  if (!row) throw new AppError(404, ErrorCode.notFound, 'orderAddressNotFound');
  const [point, measuredFrom] =
    row.latitude !== null && row.longitude !== null
      ? [{ latitude: row.latitude, longitude: row.longitude }, 'address' as const]
      : row.district_latitude !== null && row.district_longitude !== null
        ? [{ latitude: row.district_latitude, longitude: row.district_longitude }, 'district' as const]
        : [
            {
              latitude: row.province_latitude ?? headOffice.latitude,
              longitude: row.province_longitude ?? headOffice.longitude,
            },
            'province' as const,
          ];
  return {
    id: row.id,
    provinceId: row.province_id,
    text: `${row.name}: ${row.address_detail}, ${row.district_name}, ${row.province_name}`,
    point,
    measuredFrom,
  };
};

export const addressLocation = async (db: Kysely<Database>, userId: number, addressId: number) =>
  toAddressLocation(await addressLocationQuery(db, userId, addressId).executeTakeFirst());

/**
 * Money a business partner still owes on credit-line orders (not yet settled, not canceled or rejected), as a
 * scalar subquery for the user `userId` names: a value, or a column such as `sql.ref('users.id')`.
 */
export const usedCreditSql = (userId: number | RawBuilder<unknown>) =>
  sql<string>`(select coalesce(sum(total_cents), 0) from orders
    where orders.user_id = ${userId} and payment_method = 'credit_line' and payment_status = 'unpaid'
    and status in (${sql.join([...creditHoldingStatuses])}))`;

export const usedCreditOf = async (db: Kysely<Database>, userId: number) =>
  Number((await db.selectNoFrom(usedCreditSql(userId).as('used')).executeTakeFirstOrThrow()).used);

/** What each of these customers owes on credit-line orders, by user id (0 for one who owes nothing). */
export const usedCreditOfEach = async (db: Kysely<Database>, userIds: number[]) => {
  if (userIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('orders')
    .select(['user_id', sql<string>`sum(total_cents)`.as('used')])
    .where('user_id', 'in', userIds)
    .where('payment_method', '=', 'credit_line')
    .where('payment_status', '=', 'unpaid')
    .where('status', 'in', [...creditHoldingStatuses])
    .groupBy('user_id')
    .execute();
  return new Map(userIds.map((id) => [id, Number(rows.find((row) => row.user_id === id)?.used ?? 0)]));
};

export const creditAccountOf = async (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('account_people as p')
    .innerJoin('account_groups as g', 'g.id', 'p.customer_group_id')
    .select(['p.credit_line_cents', 'g.is_business_partner'])
    .where('p.id', '=', userId)
    .executeTakeFirstOrThrow();

export const createCheckoutService = ({ db, clock, config }: { db: Db; clock: Clock; config: Config }) => {
  const creditAvailability = async (userId: number, amount: number): Promise<CreditAvailability> => {
    const account = await creditAccountOf(db, userId);
    if (!account.is_business_partner) {
      throw new AppError(403, ErrorCode.permissionDenied, 'orderCreditLineBusinessPartnerOnly');
    }
    const creditLine = account.credit_line_cents ?? 0;
    const usedCredit = await usedCreditOf(db, userId);
    const availableCredit = Math.max(0, creditLine - usedCredit);
    return { creditLine, usedCredit, availableCredit, enough: amount <= availableCredit };
  };

  const methods = async (userId: number): Promise<PaymentMethodInfo[]> => {
    const account = await creditAccountOf(db, userId);
    return paymentMethods.map((key) =>
      key === 'credit_line' && !account.is_business_partner
        ? { key, available: false, reason: 'orderCreditLineBusinessPartnerOnly' }
        : { key, available: true, reason: null },
    );
  };

  const basket = async (userId: number, source: CartTarget, language: Language) => {
    const group = await customerGroupOf(db, userId);
    const lines = await cartLines(db, config, userId, source, group, language, clock.now());
    return { group, lines, amount: lines.reduce((sum, line) => sum + line.lineTotal, 0) };
  };

  const deliveryQuote = async (
    userId: number,
    addressId: number,
    source: CartTarget,
  ): Promise<DeliveryQuote> => {
    const location = await addressLocation(db, userId, addressId);
    const { amount } = await basket(userId, source, 'en');
    const fee = deliveryFee(distanceKm(headOffice, location.point), amount);
    return {
      addressId,
      provinceId: location.provinceId,
      distanceKm: fee.km,
      measuredFrom: location.measuredFrom,
      deliveryFee: fee.feeCents,
      rule: fee.rule,
      expectedDelivery: expectedDelivery(location.provinceId, clock.now()),
    };
  };

  const checkCoupon = async (
    userId: number,
    code: string,
    source: CartTarget,
    language: Language,
  ): Promise<CouponCheck> => {
    const { group, lines, amount } = await basket(userId, source, language);
    const coupon = await db
      .selectFrom('coupons')
      .selectAll()
      .where('code', '=', code.trim().toUpperCase())
      .executeTakeFirst();
    const verdict = evaluateCoupon(coupon, {
      now: clock.now(),
      orderAmount: amount,
      customerGroupId: group,
      categoryIds: lines.map((line) => line.categoryId),
      usedByUser: coupon ? await couponUsesBy(db, userId, coupon.id) : 0,
    });
    if (!verdict.ok || !coupon)
      throw new AppError(400, ErrorCode.validation, verdict.ok ? 'couponNotFound' : verdict.reason);
    return { coupon: toCoupon(coupon, language), discountAmount: verdict.discount };
  };

  /** Coupons still running, each with whether it applies to the current cart. */
  const availableCoupons = async (
    userId: number,
    source: CartTarget,
    language: Language,
  ): Promise<AvailableCoupon[]> => {
    const now = clock.now();
    const { group, lines, amount } = await basket(userId, source, language);
    const coupons = await db
      .selectFrom('coupons')
      .selectAll()
      .where('is_active', '=', true)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .where((eb) => eb.or([eb('customer_group_id', 'is', null), eb('customer_group_id', '=', group)]))
      .orderBy('id')
      .execute();
    const result: AvailableCoupon[] = [];
    for (const coupon of coupons) {
      const verdict = evaluateCoupon(coupon, {
        now,
        orderAmount: amount,
        customerGroupId: group,
        categoryIds: lines.map((line) => line.categoryId),
        usedByUser: await couponUsesBy(db, userId, coupon.id),
      });
      result.push({
        ...toCoupon(coupon, language),
        applicable: verdict.ok,
        reason: verdict.ok ? null : verdict.reason,
      });
    }
    return result;
  };

  return { creditAvailability, methods, deliveryQuote, checkCoupon, availableCoupons };
};

export type CheckoutService = ReturnType<typeof createCheckoutService>;
