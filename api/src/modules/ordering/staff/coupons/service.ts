import {
  type AdminCoupon,
  type AdminCouponFilter,
  type AdminCouponQuery,
  type adminCouponBodySchema,
  couponDays,
  couponWindow,
  ErrorCode,
} from '@portal/shared/contract';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../../db/database-errors';
import { likePattern } from '../../../../db/like-pattern';
import { rowsExist } from '../../../../db/row-exists';
import type { CouponsTable, Db, Trx } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import { keysetPages } from '../../../../platform/csv';
import { AppError } from '../../../../platform/errors';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';

type CouponBody = z.output<typeof adminCouponBodySchema>;

const couponNotFound = () => new AppError(404, ErrorCode.notFound, 'adminCouponNotFound');
const codeTaken = () => new AppError(409, ErrorCode.conflict, 'adminCouponCodeTaken');
const invalid = (key: string) => new AppError(400, ErrorCode.validation, key);

const toCoupon = (row: Selectable<CouponsTable>): AdminCoupon => ({
  id: row.id,
  code: row.code,
  title: row.title,
  titleKm: row.title_km,
  discountType: row.discount_type,
  discountValue: row.discount_value,
  maxDiscountCents: row.max_discount_cents,
  minOrderCents: row.min_order_cents,
  startsAt: row.starts_at?.toISOString() ?? null,
  endsAt: row.ends_at?.toISOString() ?? null,
  ...couponDays(row.starts_at, row.ends_at),
  usageLimit: row.usage_limit,
  usageLimitPerUser: row.usage_limit_per_user,
  usedCount: row.used_count,
  customerGroupId: row.customer_group_id,
  categoryId: row.category_id,
  isActive: row.is_active,
  createdAt: row.created_at.toISOString(),
});

/**
 * Coupons for the sales desk. Codes are stored in capitals and unique whatever their case (an index on
 * lower(code)); checkout reads them the same way. `used_count` belongs to checkout: staff see it, never set it.
 */
export const createStaffCouponService = ({ db, clock }: { db: Db; clock: Clock }) => {
  const values = (body: CouponBody) => {
    const { startsAt, endsAt } = couponWindow(body.startDate, body.endDate);
    return {
      code: body.code,
      title: body.title,
      title_km: body.titleKm ?? null,
      discount_type: body.discountType,
      discount_value: body.discountValue,
      max_discount_cents: body.maxDiscountCents ?? null,
      min_order_cents: body.minOrderCents,
      starts_at: startsAt,
      ends_at: endsAt,
      usage_limit: body.usageLimit ?? null,
      usage_limit_per_user: body.usageLimitPerUser ?? null,
      customer_group_id: body.customerGroupId ?? null,
      category_id: body.categoryId ?? null,
      is_active: body.isActive,
    };
  };

  const checkReferences = async (trx: Trx, body: CouponBody, exceptId: number | null) => {
    let sameCode = trx
      .selectFrom('coupons')
      .select('id')
      .where(sql<string>`lower(code)`, '=', body.code.toLowerCase());
    if (exceptId !== null) sameCode = sameCode.where('id', '!=', exceptId);
    if (await sameCode.executeTakeFirst()) throw codeTaken();
    if (body.customerGroupId && !(await rowsExist(trx, 'account_groups', [body.customerGroupId])))
      throw invalid('adminCustomerGroupIsRequired');
    if (body.categoryId && !(await rowsExist(trx, 'catalogue_categories', [body.categoryId])))
      throw invalid('adminCatalogueCategoryIsRequired');
  };

  /** A race between two staff saving the same new code ends at the unique index: the second is told the same. */
  const uniqueCode = (error: unknown): never => {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  };

  const lockCoupon = async (trx: Trx, id: number) => {
    const row = await trx
      .selectFrom('coupons')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw couponNotFound();
    return row;
  };

  /** The coupons the desk's filters leave: the list, its CSV and the CSV of their uses read the same rows. */
  const filtered = (query: AdminCouponFilter) => {
    let base = db.selectFrom('coupons');
    const search = query.search?.trim();
    if (search) {
      const like = likePattern(search);
      base = base.where((eb) =>
        eb.or([eb('coupons.code', 'ilike', like), eb('coupons.title', 'ilike', like)]),
      );
    }
    if (query.status) base = base.where('coupons.is_active', '=', query.status === 'active');
    return base;
  };

  return {
    async list(query: AdminCouponQuery) {
      const base = filtered(query);
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toCoupon), total: Number(total.n) };
    },

    /** The filtered coupons, newest first, a page at a time, for the CSV download. */
    exportCoupons: (query: AdminCouponFilter) =>
      keysetPages(
        async (after: number | null, size) =>
          (
            await (after === null ? filtered(query) : filtered(query).where('coupons.id', '<', after))
              .selectAll()
              .orderBy('id', 'desc')
              .limit(size)
              .execute()
          ).map(toCoupon),
        (coupon) => coupon.id,
      ),

    /** Each use of the filtered coupons, newest first, with its order and customer, for the CSV download. */
    exportUses: (query: AdminCouponFilter) =>
      keysetPages(
        (after: number | null, size) => {
          const uses = filtered(query)
            .innerJoin('coupon_uses', 'coupon_uses.coupon_id', 'coupons.id')
            .innerJoin('orders', 'orders.id', 'coupon_uses.order_id')
            .innerJoin('account_customers', 'account_customers.id', 'coupon_uses.user_id');
          return (after === null ? uses : uses.where('coupon_uses.id', '<', after))
            .select([
              'coupon_uses.id',
              'coupon_uses.created_at',
              'coupons.code',
              'orders.order_number',
              'orders.coupon_discount_cents',
              'account_customers.customer',
            ])
            .orderBy('coupon_uses.id', 'desc')
            .limit(size)
            .execute();
        },
        (use) => use.id,
      ),

    async create(staff: StaffCaller, body: CouponBody): Promise<AdminCoupon> {
      return auditedWrite(db, clock, staff, async (trx) => {
        await checkReferences(trx, body, null);
        const row = await trx
          .insertInto('coupons')
          .values({ ...values(body), created_at: clock.now() })
          .returningAll()
          .executeTakeFirstOrThrow()
          .catch(uniqueCode);
        const coupon = toCoupon(row);
        return {
          result: coupon,
          audit: { action: 'coupon.create', entity: 'coupon', entityId: row.id, before: null, after: coupon },
        };
      });
    },

    /** Everything but the used count; a usage limit below the uses already made is refused. */
    async update(staff: StaffCaller, id: number, body: CouponBody): Promise<AdminCoupon> {
      return auditedWrite(db, clock, staff, async (trx) => {
        const before = await lockCoupon(trx, id);
        await checkReferences(trx, body, id);
        if (body.usageLimit && body.usageLimit < before.used_count)
          throw invalid('adminCouponLimitBelowUsed');
        const row = await trx
          .updateTable('coupons')
          .set(values(body))
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow()
          .catch(uniqueCode);
        const coupon = toCoupon(row);
        return {
          result: coupon,
          audit: {
            action: 'coupon.update',
            entity: 'coupon',
            entityId: id,
            before: toCoupon(before),
            after: coupon,
          },
        };
      });
    },

    /** Customers can no longer apply it; orders already placed keep their discount. */
    async deactivate(staff: StaffCaller, id: number): Promise<AdminCoupon> {
      return auditedWrite(db, clock, staff, async (trx) => {
        const before = await lockCoupon(trx, id);
        const row = await trx
          .updateTable('coupons')
          .set({ is_active: false })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          result: toCoupon(row),
          audit: {
            action: 'coupon.deactivate',
            entity: 'coupon',
            entityId: id,
            before: { isActive: before.is_active },
            after: { isActive: false },
          },
        };
      });
    },
  };
};

export type StaffCouponService = ReturnType<typeof createStaffCouponService>;
/** A row of the coupon uses' CSV. */
export type CouponUseRow =
  ReturnType<StaffCouponService['exportUses']> extends AsyncGenerator<(infer Use)[]> ? Use : never;
