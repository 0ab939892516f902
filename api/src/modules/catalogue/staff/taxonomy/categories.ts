import {
  type AdminCategory,
  type adminCategoryBodySchema,
  packagePromotionCategoryId,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';
import { conflict, invalid, notFound } from '../errors';
import { treeOrder } from '../tree-order';
import { type Changed, type DbOrTrx, staffRowKey, type Trx } from '../writes';

type CategoryBody = z.output<typeof adminCategoryBodySchema>;

const categoriesIn = async (trx: DbOrTrx): Promise<AdminCategory[]> => {
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

const categoryIn = async (trx: DbOrTrx, id: number) => {
  const found = (await categoriesIn(trx)).find((row) => row.id === id);
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

/** The category tree for the catalogue desk; every write also drops the shop's cached categories and products. */
export const createCategoryDesk = ({ db, clock, changed }: { db: Db; clock: Clock; changed: Changed }) => ({
  categories: () => categoriesIn(db),

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
        const key = staffRowKey();
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
        const all = await categoriesIn(trx);
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
        const after = await categoriesIn(trx);
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
          .selectFrom('ordering_coupon_categories')
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
});
