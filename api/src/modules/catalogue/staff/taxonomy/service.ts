import { randomUUID } from 'node:crypto';
import {
  type AdminBrand,
  type AdminCategory,
  type AdminPackagePromotion,
  type AdminPromotionDetail,
  type AdminPromotionQuery,
  type AdminPromotionSummary,
  type adminBrandBodySchema,
  type adminCategoryBodySchema,
  type adminPromotionBodySchema,
  couponDays,
  couponWindow,
  ErrorCode,
  packagePromotionCategoryId,
  promotionStatusOf,
} from '@portal/shared/contract';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database, Db } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import type { Config } from '../../../../platform/config';
import { AppError } from '../../../../platform/errors';
import { imageUrlOf } from '../../../../platform/public-url';
import type { ReadCache } from '../../../../platform/read-cache';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';
import type { UploadService } from '../../../accounts/uploads/service';
import { isUploadKey } from '../../../accounts/uploads/service';

type CategoryBody = z.output<typeof adminCategoryBodySchema>;
type BrandBody = z.output<typeof adminBrandBodySchema>;
type PromotionBody = z.output<typeof adminPromotionBodySchema>;
type Trx = Transaction<Database>;

const invalid = (key: string) => new AppError(400, ErrorCode.validation, key);
const conflict = (key: string) => new AppError(409, ErrorCode.conflict, key);
const notFound = (key: string) => new AppError(404, ErrorCode.notFound, key);

/** Parents first, each followed by its own children, with their depth (a pure ordering, tested alone). */
export const treeOrder = <T extends { id: number; parentId: number | null; sort: number }>(rows: T[]) => {
  const byParent = new Map<number | null, T[]>();
  const ids = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const out: (T & { depth: number })[] = [];
  const walk = (parent: number | null, depth: number) => {
    const children = (byParent.get(parent) ?? []).sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const child of children) {
      out.push({ ...child, depth });
      walk(child.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
};

/**
 * Categories, brands and promotions for the catalogue desk. Every write is audited, marks the row as edited by
 * staff (the seed then leaves it alone) and drops the shop's cached reads so the sidebar and promotions show it at once.
 */
export const createAdminTaxonomyService = ({
  db,
  clock,
  config,
  readCache,
  uploads,
}: {
  db: Db;
  clock: Clock;
  config: Config;
  readCache: ReadCache;
  /** Looks at a bucket upload before its key is taken (the rule of `uploads.assertOwnImage`). */
  uploads: Pick<UploadService, 'confirmArrived'>;
}) => {
  const changed = <T>(result: T, ...tags: string[]) => {
    for (const tag of tags) readCache.invalidate(tag);
    return result;
  };

  const categories = async (trx: Db | Trx): Promise<AdminCategory[]> => {
    const rows = await trx
      .selectFrom('categories as c')
      .select(['c.id', 'c.parent_id', 'c.name', 'c.name_km', 'c.sort', 'c.is_active'])
      .select((eb) => [
        eb
          .selectFrom('products as p')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('p.category_id', '=', 'c.id')
          .as('products'),
        eb
          .selectFrom('products as p')
          .innerJoin('categories as pc', 'pc.id', 'p.category_id')
          .select(sql<string>`count(*)`.as('n'))
          .where('p.is_active', '=', true)
          .where((w) => w.or([w('pc.id', '=', w.ref('c.id')), w('pc.parent_id', '=', w.ref('c.id'))]))
          .as('published'),
      ])
      .execute();
    return treeOrder(
      rows.map((row) => ({
        id: row.id,
        parentId: row.parent_id,
        name: row.name,
        nameKm: row.name_km,
        sort: row.sort,
        isActive: row.is_active,
        products: Number(row.products ?? 0),
        publishedProducts: Number(row.published ?? 0),
        isProtected: row.id === packagePromotionCategoryId,
      })),
    );
  };

  const categoryIn = async (trx: Db | Trx, id: number) => {
    const found = (await categories(trx)).find((row) => row.id === id);
    if (!found) throw notFound('adminTaxonomyCategoryNotFound');
    return found;
  };

  const lockCategory = async (trx: Trx, id: number) => {
    const row = await trx
      .selectFrom('categories')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('adminTaxonomyCategoryNotFound');
    return categoryIn(trx, id);
  };

  /** A parent must exist, not be the category itself or one of its own children (two levels, as the menu shows). */
  const checkParent = async (trx: Trx, id: number | null, parentId: number | null | undefined) => {
    if (parentId === null || parentId === undefined) return null;
    if (parentId === id) throw invalid('adminTaxonomyParentInvalid');
    const parent = await trx
      .selectFrom('categories')
      .select(['id', 'parent_id'])
      .where('id', '=', parentId)
      .executeTakeFirst();
    if (!parent || parent.parent_id !== null || parent.id === packagePromotionCategoryId)
      throw invalid('adminTaxonomyParentInvalid');
    if (id !== null) {
      const children = await trx
        .selectFrom('categories')
        .select('id')
        .where('parent_id', '=', id)
        .executeTakeFirst();
      if (children) throw invalid('adminTaxonomyParentInvalid');
    }
    return parentId;
  };

  const brands = async (trx: Db | Trx): Promise<AdminBrand[]> => {
    const rows = await trx
      .selectFrom('brands as b')
      .select(['b.id', 'b.name', 'b.name_km', 'b.is_active'])
      .select((eb) =>
        eb
          .selectFrom('products as p')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('p.brand_id', '=', 'b.id')
          .as('products'),
      )
      .orderBy('b.sort')
      .orderBy('b.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      nameKm: row.name_km,
      isActive: row.is_active,
      products: Number(row.products ?? 0),
    }));
  };

  const brandIn = async (trx: Db | Trx, id: number, lock = false) => {
    let query = trx.selectFrom('brands').select('id').where('id', '=', id);
    if (lock) query = query.forUpdate();
    if (!(await query.executeTakeFirst())) throw notFound('adminTaxonomyBrandNotFound');
    return (await brands(trx)).find((row) => row.id === id) as AdminBrand;
  };

  const summaryOf = (
    row: {
      id: number;
      title: string;
      title_km: string | null;
      image: string | null;
      starts_at: Date | null;
      ends_at: Date | null;
      is_active: boolean;
      products?: string | number | null;
    },
    now: Date,
  ): AdminPromotionSummary => {
    const startsAt = row.starts_at?.toISOString() ?? null;
    const endsAt = row.ends_at?.toISOString() ?? null;
    return {
      id: row.id,
      title: row.title,
      titleKm: row.title_km,
      imageUrl: imageUrlOf(config, row.image),
      startsAt,
      endsAt,
      ...couponDays(row.starts_at, row.ends_at),
      status: promotionStatusOf({ isActive: row.is_active, startsAt, endsAt }, now),
      products: Number(row.products ?? 0),
    };
  };

  const promotionIn = async (trx: Db | Trx, id: number): Promise<AdminPromotionDetail> => {
    const row = await trx.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('adminPromotionNotFound');
    const productIds = (
      await trx
        .selectFrom('promotion_products')
        .select('product_id')
        .where('promotion_id', '=', id)
        .orderBy('product_id')
        .execute()
    ).map((link) => link.product_id);
    const products = productIds.length
      ? await trx
          .selectFrom('products')
          .select(['id', 'name', 'category_id'])
          .where('id', 'in', productIds)
          .orderBy('id')
          .execute()
      : [];
    const variants = productIds.length
      ? await trx
          .selectFrom('product_variants as v')
          .select(['v.id', 'v.product_id', 'v.sku'])
          .select((eb) => [
            eb
              .selectFrom('product_variant_values as vv')
              .innerJoin('product_option_values as ov', 'ov.id', 'vv.option_value_id')
              .whereRef('vv.variant_id', '=', 'v.id')
              .select(sql<string | null>`string_agg(ov.value, ' · ')`.as('n'))
              .as('name'),
            eb
              .selectFrom('product_variant_prices as pr')
              .whereRef('pr.variant_id', '=', 'v.id')
              .select(
                sql<
                  { customerGroupId: number; priceCents: number }[] | null
                >`json_agg(json_build_object('customerGroupId', pr.customer_group_id, 'priceCents', pr.price_cents) order by pr.customer_group_id)`.as(
                  'prices',
                ),
              )
              .as('prices'),
          ])
          .where('v.product_id', 'in', productIds)
          .orderBy('v.sort')
          .orderBy('v.id')
          .execute()
      : [];
    const prices = await trx
      .selectFrom('promotion_prices')
      .select(['variant_id', 'customer_group_id', 'price_cents'])
      .where('promotion_id', '=', id)
      .orderBy('variant_id')
      .orderBy('customer_group_id')
      .execute();
    return {
      ...summaryOf({ ...row, products: productIds.length }, clock.now()),
      description: row.description,
      descriptionKm: row.description_km,
      image: row.image,
      productList: products.map((product) => ({
        productId: product.id,
        name: product.name,
        categoryId: product.category_id,
        variants: variants
          .filter((variant) => variant.product_id === product.id)
          .map((variant) => ({
            id: variant.id,
            sku: variant.sku,
            name: variant.name ?? '',
            prices: variant.prices ?? [],
          })),
      })),
      prices: prices.map((price) => ({
        variantId: price.variant_id,
        customerGroupId: price.customer_group_id,
        priceCents: price.price_cents,
      })),
    };
  };

  /** Products exist; every price names a variant of one of them and a known customer group; the image is uploaded. */
  const checkPromotionBody = async (
    trx: Trx,
    staff: StaffCaller,
    body: PromotionBody,
    current: string | null,
  ) => {
    const productIds = [...new Set(body.productIds)];
    const found = await trx.selectFrom('products').select('id').where('id', 'in', productIds).execute();
    if (found.length !== productIds.length) throw invalid('adminPromotionProductInvalid');
    if (body.prices.length > 0) {
      const variantIds = [...new Set(body.prices.map((price) => price.variantId))];
      const variants = await trx
        .selectFrom('product_variants')
        .select('id')
        .where('id', 'in', variantIds)
        .where('product_id', 'in', productIds)
        .execute();
      if (variants.length !== variantIds.length) throw invalid('adminPromotionProductInvalid');
      const groupIds = [...new Set(body.prices.map((price) => price.customerGroupId))];
      const groups = await trx
        .selectFrom('customer_groups')
        .select('id')
        .where('id', 'in', groupIds)
        .execute();
      if (groups.length !== groupIds.length) throw invalid('adminCustomerGroupIsRequired');
    }
    if (body.image && body.image !== current) {
      const upload = isUploadKey(body.image)
        ? await trx
            .selectFrom('uploads')
            .select('uploaded_at')
            .where('key', '=', body.image)
            .where('user_id', '=', staff.userId)
            .executeTakeFirst()
        : undefined;
      if (!upload?.uploaded_at) throw invalid('adminPromotionImageNotUploaded');
    }
    return productIds;
  };

  const writePromotionLinks = async (trx: Trx, id: number, productIds: number[], body: PromotionBody) => {
    await trx.deleteFrom('promotion_products').where('promotion_id', '=', id).execute();
    await trx.deleteFrom('promotion_prices').where('promotion_id', '=', id).execute();
    await trx
      .insertInto('promotion_products')
      .values(productIds.map((productId) => ({ promotion_id: id, product_id: productId })))
      .execute();
    if (body.prices.length > 0)
      await trx
        .insertInto('promotion_prices')
        .values(
          body.prices.map((price) => ({
            promotion_id: id,
            variant_id: price.variantId,
            customer_group_id: price.customerGroupId,
            price_cents: price.priceCents,
          })),
        )
        .execute();
  };

  const promotionValues = (body: PromotionBody) => {
    const window = couponWindow(body.startDate, body.endDate);
    return {
      title: body.title,
      title_km: body.titleKm ?? null,
      description: body.description ?? '',
      description_km: body.descriptionKm ?? null,
      image: body.image || null,
      starts_at: window.startsAt,
      ends_at: window.endsAt,
    };
  };

  return {
    categories: () => categories(db),

    async createCategory(staff: StaffCaller, body: CategoryBody): Promise<AdminCategory> {
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          // Category ids are the shop's own (no sequence): the next one is taken under a table lock.
          await sql`lock table categories in share row exclusive mode`.execute(trx);
          const parentId = await checkParent(trx, null, body.parentId);
          const next = await trx
            .selectFrom('categories')
            .select([
              sql<number>`coalesce(max(id), 0) + 1`.as('id'),
              sql<number>`coalesce(max(sort), 0) + 1`.as('sort'),
            ])
            .executeTakeFirstOrThrow();
          const id = Number(next.id);
          const key = `staff-${randomUUID()}`;
          await trx
            .insertInto('categories')
            .values({
              id,
              parent_id: parentId,
              key,
              slug: key,
              name: body.name,
              name_km: body.nameKm ?? null,
              sort: Number(next.sort),
              staff_edited_at: clock.now(),
            })
            .execute();
          const created = await categoryIn(trx, id);
          return {
            result: created,
            audit: { action: 'category.create', entity: 'category', entityId: id, before: null, after: body },
          };
        }),
        'categories',
        'products',
      );
    },

    /** Renames it and places it under `parentId`; the package-promotion category keeps its place. */
    async updateCategory(staff: StaffCaller, id: number, body: CategoryBody): Promise<AdminCategory> {
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const before = await lockCategory(trx, id);
          const parentId = body.parentId ?? null;
          if (parentId !== before.parentId) {
            if (before.isProtected) throw conflict('adminTaxonomyCategoryProtected');
            await checkParent(trx, id, parentId);
          }
          await trx
            .updateTable('categories')
            .set({
              name: body.name,
              name_km: body.nameKm ?? null,
              parent_id: parentId,
              staff_edited_at: clock.now(),
            })
            .where('id', '=', id)
            .execute();
          const after = await categoryIn(trx, id);
          return {
            result: after,
            audit: { action: 'category.update', entity: 'category', entityId: id, before, after },
          };
        }),
        'categories',
        'products',
      );
    },

    /** Swaps it with its neighbour among its siblings. */
    async moveCategory(staff: StaffCaller, id: number, direction: 'up' | 'down'): Promise<AdminCategory[]> {
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          await sql`lock table categories in share row exclusive mode`.execute(trx);
          const all = await categories(trx);
          const self = all.find((row) => row.id === id);
          if (!self) throw notFound('adminTaxonomyCategoryNotFound');
          const siblings = all.filter((row) => row.parentId === self.parentId);
          const at = siblings.findIndex((row) => row.id === id);
          const other = siblings[direction === 'up' ? at - 1 : at + 1];
          if (other) {
            // Renumber the siblings so equal sorts cannot keep them in place.
            const order = siblings.map((row) => row.id);
            order[at] = other.id;
            order[siblings.indexOf(other)] = id;
            for (const [sort, siblingId] of order.entries())
              await trx
                .updateTable('categories')
                .set({ sort, staff_edited_at: clock.now() })
                .where('id', '=', siblingId)
                .execute();
          }
          const after = await categories(trx);
          return {
            result: after,
            audit: {
              action: 'category.move',
              entity: 'category',
              entityId: id,
              before: { sort: self.sort },
              after: { direction, sort: after.find((row) => row.id === id)?.sort },
            },
          };
        }),
        'categories',
        'products',
      );
    },

    /** Hides or shows it in the shop; hiding one with published products is refused, the package category never hides. */
    async setCategoryVisible(staff: StaffCaller, id: number, isActive: boolean): Promise<AdminCategory> {
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const before = await lockCategory(trx, id);
          if (!isActive) {
            if (before.isProtected) throw conflict('adminTaxonomyCategoryProtected');
            if (before.publishedProducts > 0) throw conflict('adminTaxonomyCategoryHasPublishedProducts');
          }
          await trx
            .updateTable('categories')
            .set({ is_active: isActive, staff_edited_at: clock.now() })
            .where('id', '=', id)
            .execute();
          const after = await categoryIn(trx, id);
          return {
            result: after,
            audit: {
              action: isActive ? 'category.show' : 'category.hide',
              entity: 'category',
              entityId: id,
              before: { isActive: before.isActive },
              after: { isActive },
            },
          };
        }),
        'categories',
        'products',
      );
    },

    /** Deletes an empty category: no products (published or not) and no sub-categories. */
    async deleteCategory(staff: StaffCaller, id: number): Promise<null> {
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const before = await lockCategory(trx, id);
          if (before.isProtected) throw conflict('adminTaxonomyCategoryProtected');
          if (before.publishedProducts > 0) throw conflict('adminTaxonomyCategoryHasPublishedProducts');
          if (before.products > 0) throw conflict('adminTaxonomyCategoryHasProducts');
          const child = await trx
            .selectFrom('categories')
            .select('id')
            .where('parent_id', '=', id)
            .executeTakeFirst();
          if (child) throw conflict('adminTaxonomyCategoryHasChildren');
          const coupon = await trx
            .selectFrom('coupons')
            .select('id')
            .where('category_id', '=', id)
            .executeTakeFirst();
          if (coupon) throw conflict('adminTaxonomyCategoryInUse');
          await trx.deleteFrom('categories').where('id', '=', id).execute();
          return {
            result: null,
            audit: { action: 'category.delete', entity: 'category', entityId: id, before, after: null },
          };
        }),
        'categories',
        'products',
      );
    },

    brands: () => brands(db),

    async createBrand(staff: StaffCaller, body: BrandBody): Promise<AdminBrand> {
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const { id } = await trx
            .insertInto('brands')
            .values({
              key: `staff-${randomUUID()}`,
              name: body.name,
              name_km: body.nameKm ?? null,
              staff_edited_at: clock.now(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const created = await brandIn(trx, id);
          return {
            result: created,
            audit: { action: 'brand.create', entity: 'brand', entityId: id, before: null, after: body },
          };
        }),
        'products',
      );
    },

    async updateBrand(staff: StaffCaller, id: number, body: BrandBody): Promise<AdminBrand> {
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const before = await brandIn(trx, id, true);
          await trx
            .updateTable('brands')
            .set({ name: body.name, name_km: body.nameKm ?? null, staff_edited_at: clock.now() })
            .where('id', '=', id)
            .execute();
          const after = await brandIn(trx, id);
          return {
            result: after,
            audit: { action: 'brand.update', entity: 'brand', entityId: id, before, after },
          };
        }),
        'products',
      );
    },

    async setBrandVisible(staff: StaffCaller, id: number, isActive: boolean): Promise<AdminBrand> {
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const before = await brandIn(trx, id, true);
          await trx
            .updateTable('brands')
            .set({ is_active: isActive, staff_edited_at: clock.now() })
            .where('id', '=', id)
            .execute();
          const after = await brandIn(trx, id);
          return {
            result: after,
            audit: {
              action: isActive ? 'brand.show' : 'brand.hide',
              entity: 'brand',
              entityId: id,
              before: { isActive: before.isActive },
              after: { isActive },
            },
          };
        }),
        'products',
      );
    },

    /** Removes a brand no product names. */
    async deleteBrand(staff: StaffCaller, id: number): Promise<null> {
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const before = await brandIn(trx, id, true);
          if (before.products > 0) throw conflict('adminTaxonomyBrandInUse');
          await trx.deleteFrom('brands').where('id', '=', id).execute();
          return {
            result: null,
            audit: { action: 'brand.delete', entity: 'brand', entityId: id, before, after: null },
          };
        }),
        'products',
      );
    },

    async promotions(query: AdminPromotionQuery) {
      const now = clock.now();
      let base = db.selectFrom('promotions as pm');
      if (query.status === 'running')
        base = base
          .where('pm.is_active', '=', true)
          .where((eb) => eb.or([eb('pm.starts_at', 'is', null), eb('pm.starts_at', '<=', now)]))
          .where((eb) => eb.or([eb('pm.ends_at', 'is', null), eb('pm.ends_at', '>', now)]));
      if (query.status === 'upcoming')
        base = base.where('pm.is_active', '=', true).where('pm.starts_at', '>', now);
      if (query.status === 'ended')
        base = base.where((eb) =>
          eb.or([
            eb('pm.is_active', '=', false),
            eb.and([eb('pm.ends_at', 'is not', null), eb('pm.ends_at', '<=', now)]),
          ]),
        );
      const [rows, total] = await Promise.all([
        base
          .select([
            'pm.id',
            'pm.title',
            'pm.title_km',
            'pm.image',
            'pm.starts_at',
            'pm.ends_at',
            'pm.is_active',
          ])
          .select((eb) =>
            eb
              .selectFrom('promotion_products as pp')
              .select(sql<string>`count(*)`.as('n'))
              .whereRef('pp.promotion_id', '=', 'pm.id')
              .as('products'),
          )
          .orderBy(sql`pm.starts_at desc nulls last`)
          .orderBy('pm.id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map((row) => summaryOf(row, now)), total: Number(total.n) };
    },

    promotion: (id: number) => promotionIn(db, id),

    async createPromotion(staff: StaffCaller, body: PromotionBody): Promise<AdminPromotionDetail> {
      if (body.image) await uploads.confirmArrived(staff.userId, body.image);
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const productIds = await checkPromotionBody(trx, staff, body, null);
          const { id } = await trx
            .insertInto('promotions')
            .values({ ...promotionValues(body), key: `staff-${randomUUID()}`, staff_edited_at: clock.now() })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writePromotionLinks(trx, id, productIds, body);
          const created = await promotionIn(trx, id);
          return {
            result: created,
            audit: {
              action: 'promotion.create',
              entity: 'promotion',
              entityId: id,
              before: null,
              after: body,
            },
          };
        }),
        'products',
      );
    },

    async updatePromotion(
      staff: StaffCaller,
      id: number,
      body: PromotionBody,
    ): Promise<AdminPromotionDetail> {
      if (body.image) await uploads.confirmArrived(staff.userId, body.image);
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const locked = await trx
            .selectFrom('promotions')
            .select(['id', 'image'])
            .where('id', '=', id)
            .forUpdate()
            .executeTakeFirst();
          if (!locked) throw notFound('adminPromotionNotFound');
          const before = await promotionIn(trx, id);
          const productIds = await checkPromotionBody(trx, staff, body, locked.image);
          await trx
            .updateTable('promotions')
            .set({ ...promotionValues(body), is_active: true, staff_edited_at: clock.now() })
            .where('id', '=', id)
            .execute();
          await writePromotionLinks(trx, id, productIds, body);
          const after = await promotionIn(trx, id);
          const { productList: _before, ...beforeRow } = before;
          const { productList: _after, ...afterRow } = after;
          return {
            result: after,
            audit: {
              action: 'promotion.update',
              entity: 'promotion',
              entityId: id,
              before: beforeRow,
              after: afterRow,
            },
          };
        }),
        'products',
      );
    },

    /** Ends it now: the shop stops listing it and its prices stop applying from the next read on. */
    async endPromotion(staff: StaffCaller, id: number): Promise<AdminPromotionDetail> {
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const locked = await trx
            .selectFrom('promotions')
            .select(['id', 'starts_at', 'ends_at', 'is_active'])
            .where('id', '=', id)
            .forUpdate()
            .executeTakeFirst();
          if (!locked) throw notFound('adminPromotionNotFound');
          const now = clock.now();
          if (!locked.is_active || (locked.ends_at && locked.ends_at <= now))
            throw conflict('adminPromotionAlreadyEnded');
          await trx
            .updateTable('promotions')
            .set({
              ends_at: now,
              starts_at: locked.starts_at && locked.starts_at > now ? now : locked.starts_at,
              staff_edited_at: now,
            })
            .where('id', '=', id)
            .execute();
          const after = await promotionIn(trx, id);
          return {
            result: after,
            audit: {
              action: 'promotion.end',
              entity: 'promotion',
              entityId: id,
              before: { endsAt: locked.ends_at?.toISOString() ?? null },
              after: { endsAt: now.toISOString() },
            },
          };
        }),
        'products',
      );
    },

    async packagePromotions(): Promise<AdminPackagePromotion[]> {
      const rows = await db
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select(['p.id', 'p.name', 'p.name_km', 'p.category_id', 'c.name as category_name', 'p.is_active'])
        .where((eb) =>
          eb.or([
            eb('c.id', '=', packagePromotionCategoryId),
            eb('c.parent_id', '=', packagePromotionCategoryId),
          ]),
        )
        .orderBy('p.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        nameKm: row.name_km,
        categoryId: row.category_id,
        categoryName: row.category_name,
        isActive: row.is_active,
      }));
    },
  };
};

export type AdminTaxonomyService = ReturnType<typeof createAdminTaxonomyService>;
