import type { AdminBrand, adminBrandBodySchema } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';
import { conflict, notFound } from '../errors';
import { type Changed, type DbOrTrx, staffRowKey } from '../writes';

type BrandBody = z.output<typeof adminBrandBodySchema>;

const brandsIn = async (trx: DbOrTrx): Promise<AdminBrand[]> => {
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

const brandIn = async (trx: DbOrTrx, id: number, lock = false) => {
  let query = trx.selectFrom('brands').select('id').where('id', '=', id);
  if (lock) query = query.forUpdate();
  if (!(await query.executeTakeFirst())) throw notFound('adminTaxonomyBrandNotFound');
  return (await brandsIn(trx)).find((row) => row.id === id) as AdminBrand;
};

/** Brands for the catalogue desk; every write also drops the shop's cached products. */
export const createBrandDesk = ({ db, clock, changed }: { db: Db; clock: Clock; changed: Changed }) => ({
  brands: () => brandsIn(db),

  async createBrand(staff: StaffCaller, body: BrandBody): Promise<AdminBrand> {
    return changed(
      await auditedWrite(db, clock, staff, async (trx) => {
        const { id } = await trx
          .insertInto('brands')
          .values({
            key: staffRowKey(),
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
});
