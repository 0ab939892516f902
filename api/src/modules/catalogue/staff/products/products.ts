import {
  type AdminCatalogueChoices,
  type AdminProductDetail,
  type AdminProductQuery,
  type AdminProductSummary,
  generalCustomerGroupId,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import { likePattern } from '../../../../db/like-pattern';
import type { Db } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import type { Config } from '../../../../platform/config';
import { keysetPages } from '../../../../platform/csv';
import { imageUrlOf } from '../../../../platform/public-url';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';
import type { UploadService } from '../../../accounts';
import { treeOrder } from '../tree-order';
import { type Changed, type DbOrTrx, staffRowKey } from '../writes';
import { checkProductBody, type ProductBody, productValues, writeImages } from './product-body';
import { lockProduct } from './product-locks';
import { productDetailIn } from './product-rows';

/** Products themselves for the catalogue desk: the forms' choices, the list, one product, its create and update. */
export const createProductDesk = ({
  db,
  clock,
  config,
  changed,
  uploads,
}: {
  db: Db;
  clock: Clock;
  config: Config;
  changed: Changed;
  uploads: Pick<UploadService, 'confirmArrived'>;
}) => {
  const detailIn = (trx: DbOrTrx, id: number) => productDetailIn(config, trx, id);

  const confirmImages = async (staff: StaffCaller, body: ProductBody) => {
    for (const { image } of body.images) await uploads.confirmArrived(staff.userId, image);
  };

  /** The products the list's search, category and status leave: the list and its CSV read the same rows. */
  const filteredProducts = (query: Omit<AdminProductQuery, 'limit' | 'offset'>) => {
    let base = db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .leftJoin('brands as b', 'b.id', 'p.brand_id');
    const search = query.search?.trim();
    if (search) {
      const like = likePattern(search.toLowerCase());
      base = base.where((eb) =>
        eb.or([
          eb('p.search_text', 'like', like),
          eb.exists(
            eb
              .selectFrom('product_variants as sv')
              .select('sv.id')
              .whereRef('sv.product_id', '=', 'p.id')
              .where(sql<string>`lower(sv.sku)`, 'like', like),
          ),
        ]),
      );
    }
    if (query.categoryId !== undefined) {
      const categoryId = query.categoryId;
      base = base.where((eb) => eb.or([eb('c.id', '=', categoryId), eb('c.parent_id', '=', categoryId)]));
    }
    if (query.status) base = base.where('p.is_active', '=', query.status === 'published');
    return base;
  };

  return {
    /** Every variant of the filtered products with its stock and shop price, newest product first, for the CSV. */
    exportVariants: (query: Omit<AdminProductQuery, 'limit' | 'offset'>) =>
      keysetPages(
        (after: { productId: number; variantId: number } | null, size) => {
          let rows = filteredProducts(query)
            .innerJoin('product_variants as v', 'v.product_id', 'p.id')
            .leftJoin('product_variant_prices as price', (join) =>
              join
                .onRef('price.variant_id', '=', 'v.id')
                .on('price.customer_group_id', '=', generalCustomerGroupId),
            )
            .select([
              'p.id as productId',
              'p.name',
              'p.name_km as nameKm',
              'c.name as categoryName',
              'b.name as brandName',
              'p.is_active as productActive',
              'v.id as variantId',
              'v.sku',
              'v.stock',
              'v.is_active as variantActive',
              'price.price_cents as priceCents',
              'p.roast',
              'p.grinds',
              'p.equipment_type as equipmentType',
            ]);
          if (after)
            rows = rows.where((eb) =>
              eb.or([
                eb('p.id', '<', after.productId),
                eb.and([eb('p.id', '=', after.productId), eb('v.id', '>', after.variantId)]),
              ]),
            );
          return rows.orderBy('p.id', 'desc').orderBy('v.id').limit(size).execute();
        },
        (row) => ({ productId: row.productId, variantId: row.variantId }),
      ),

    async choices(): Promise<AdminCatalogueChoices> {
      const [categories, brands] = await Promise.all([
        db.selectFrom('categories').select(['id', 'name', 'parent_id', 'sort', 'is_active']).execute(),
        db.selectFrom('brands').select(['id', 'name']).orderBy('sort').orderBy('id').execute(),
      ]);
      // Each top category followed by its own sub-categories, as the shop's menu shows them.
      const ordered = treeOrder(
        categories.map((row) => ({
          id: row.id,
          name: row.name,
          parentId: row.parent_id,
          sort: row.sort,
          isActive: row.is_active,
        })),
      );
      return {
        categories: ordered.map(({ id, name, parentId, isActive }) => ({ id, name, parentId, isActive })),
        brands,
      };
    },

    async list(query: AdminProductQuery) {
      const base = filteredProducts(query);
      const [rows, total] = await Promise.all([
        base
          .select([
            'p.id',
            'p.name',
            'p.name_km',
            'p.category_id',
            'c.name as category_name',
            'b.name as brand_name',
            'p.is_active',
          ])
          .select((eb) => [
            eb
              .selectFrom('product_images as i')
              .select('i.image')
              .whereRef('i.product_id', '=', 'p.id')
              .orderBy('i.sort')
              .orderBy('i.id')
              .limit(1)
              .as('image'),
            eb
              .selectFrom('product_variants as v')
              .select(sql<string>`count(*)`.as('n'))
              .whereRef('v.product_id', '=', 'p.id')
              .as('variant_count'),
            eb
              .selectFrom('product_variants as v')
              .select(sql<string>`coalesce(sum(v.stock), 0)`.as('n'))
              .whereRef('v.product_id', '=', 'p.id')
              .where('v.is_active', '=', true)
              .as('stock'),
            eb
              .selectFrom('product_variants as v')
              .innerJoin('product_variant_prices as pr', 'pr.variant_id', 'v.id')
              .select(sql<number | null>`min(pr.price_cents)`.as('n'))
              .whereRef('v.product_id', '=', 'p.id')
              .where('v.is_active', '=', true)
              .where('pr.customer_group_id', '=', generalCustomerGroupId)
              .as('price_cents'),
          ])
          .orderBy('p.id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const items: AdminProductSummary[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        nameKm: row.name_km,
        categoryId: row.category_id,
        categoryName: row.category_name,
        brandName: row.brand_name,
        imageUrl: imageUrlOf(config, row.image ?? null),
        isActive: row.is_active,
        variantCount: Number(row.variant_count ?? 0),
        stock: Number(row.stock ?? 0),
        priceCents: row.price_cents === null ? null : Number(row.price_cents),
      }));
      return { items, total: Number(total.n) };
    },

    detail: (id: number) => detailIn(db, id),

    async create(staff: StaffCaller, body: ProductBody): Promise<AdminProductDetail> {
      await confirmImages(staff, body);
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          await checkProductBody(trx, staff, body, null);
          const now = clock.now();
          const { id } = await trx
            .insertInto('products')
            .values({
              ...productValues(body),
              key: staffRowKey(),
              created_at: now,
              updated_at: now,
              staff_edited_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeImages(trx, id, body);
          const product = await detailIn(trx, id);
          return {
            result: product,
            audit: { action: 'product.create', entity: 'product', entityId: id, before: null, after: body },
          };
        }),
        'products',
      );
    },

    async update(staff: StaffCaller, id: number, body: ProductBody): Promise<AdminProductDetail> {
      await confirmImages(staff, body);
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          await lockProduct(trx, id);
          const before = await detailIn(trx, id);
          await checkProductBody(trx, staff, body, id);
          const now = clock.now();
          await trx
            .updateTable('products')
            .set({ ...productValues(body), updated_at: now, staff_edited_at: now })
            .where('id', '=', id)
            .execute();
          await writeImages(trx, id, body);
          const after = await detailIn(trx, id);
          const { variants: _before, ...productBefore } = before;
          const { variants: _after, ...productAfter } = after;
          return {
            result: after,
            audit: {
              action: 'product.update',
              entity: 'product',
              entityId: id,
              before: productBefore,
              after: productAfter,
            },
          };
        }),
        'products',
      );
    },
  };
};

/** A row of the products' CSV: one variant with its product. */
export type AdminVariantExportRow =
  ReturnType<ReturnType<typeof createProductDesk>['exportVariants']> extends AsyncGenerator<(infer Row)[]>
    ? Row
    : never;
