import {
  type AdminCoupon,
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
export const createAdminCouponService = ({ db, clock }: { db: Db; clock: Clock }) => {
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
    if (body.customerGroupId && !(await rowsExist(trx, 'customer_groups', [body.customerGroupId])))
      throw invalid('adminCustomerGroupIsRequired');
    if (body.categoryId && !(await rowsExist(trx, 'categories', [body.categoryId])))
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

  return {
    async list(query: AdminCouponQuery) {
      let base = db.selectFrom('coupons');
      const search = query.search?.trim();
      if (search) {
        const like = likePattern(search);
        base = base.where((eb) => eb.or([eb('code', 'ilike', like), eb('title', 'ilike', like)]));
      }
      if (query.status) base = base.where('is_active', '=', query.status === 'active');
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toCoupon), total: Number(total.n) };
    },

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

export type AdminCouponService = ReturnType<typeof createAdminCouponService>;
