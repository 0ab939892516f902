import { randomUUID } from 'node:crypto';
import {
  type AdminCatalogueChoices,
  type AdminProductDetail,
  type AdminProductQuery,
  type AdminProductSummary,
  type AdminVariant,
  type adminProductBodySchema,
  type adminVariantCreateBodySchema,
  type adminVariantPricesBodySchema,
  type adminVariantUpdateBodySchema,
  ErrorCode,
  generalCustomerGroupId,
} from '@portal/shared/contract';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../../db/errors';
import type { Database, Db } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import type { Config } from '../../../../platform/config';
import { AppError } from '../../../../platform/errors';
import { imageUrlOf } from '../../../../platform/public-url';
import type { ReadCache } from '../../../../platform/read-cache';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';
import type { UploadService } from '../../../accounts/uploads/service';
import { isUploadKey } from '../../../accounts/uploads/service';

type ProductBody = z.output<typeof adminProductBodySchema>;
type VariantCreateBody = z.output<typeof adminVariantCreateBodySchema>;
type VariantUpdateBody = z.output<typeof adminVariantUpdateBodySchema>;
type VariantPricesBody = z.output<typeof adminVariantPricesBodySchema>;

const productNotFound = () => new AppError(404, ErrorCode.notFound, 'adminCatalogueProductNotFound');
const variantNotFound = () => new AppError(404, ErrorCode.notFound, 'adminCatalogueVariantNotFound');
const invalid = (key: string) => new AppError(400, ErrorCode.validation, key);
const conflict = (key: string) => new AppError(409, ErrorCode.conflict, key);

/** `%` and `_` typed by staff are meant literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Products, their variants and per-group prices for the catalogue desk. Every write is audited and marks the
 * product as edited by staff (the seed then leaves it alone); the tables' triggers tell every API process's read
 * cache, and `invalidate` makes this process's very next shop read fresh too.
 */
export const createAdminCatalogueService = ({
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
  const changed = <T>(result: T) => {
    readCache.invalidate('products');
    return result;
  };

  const variantsOf = async (trx: Db | Transaction<Database>, productId: number): Promise<AdminVariant[]> => {
    const rows = await trx
      .selectFrom('product_variants as v')
      .select(['v.id', 'v.product_id', 'v.sku', 'v.stock', 'v.is_active'])
      .select((eb) => [
        eb
          .selectFrom('product_variant_values as vv')
          .innerJoin('product_option_values as ov', 'ov.id', 'vv.option_value_id')
          .innerJoin('product_options as o', 'o.id', 'ov.option_id')
          .whereRef('vv.variant_id', '=', 'v.id')
          .select(
            sql<
              { option: string; optionKm: string | null; value: string; valueKm: string | null }[] | null
            >`json_agg(json_build_object('option', o.name, 'optionKm', o.name_km, 'value', ov.value, 'valueKm', ov.value_km) order by o.sort, o.id)`.as(
              'values',
            ),
          )
          .as('values'),
        eb
          .selectFrom('product_variant_prices as pr')
          .whereRef('pr.variant_id', '=', 'v.id')
          .select(
            sql<
              { customerGroupId: number; priceCents: number; compareAtCents: number | null }[] | null
            >`json_agg(json_build_object('customerGroupId', pr.customer_group_id, 'priceCents', pr.price_cents, 'compareAtCents', pr.compare_at_cents) order by pr.customer_group_id)`.as(
              'prices',
            ),
          )
          .as('prices'),
      ])
      .where('v.product_id', '=', productId)
      .orderBy('v.sort')
      .orderBy('v.id')
      .execute();
    return rows.map((row) => {
      const optionValues = row.values ?? [];
      return {
        id: row.id,
        productId: row.product_id,
        sku: row.sku,
        name: optionValues.map((value) => value.value).join(' · '),
        optionValues,
        stock: row.stock,
        isActive: row.is_active,
        prices: row.prices ?? [],
      };
    });
  };

  const detailIn = async (trx: Db | Transaction<Database>, id: number): Promise<AdminProductDetail> => {
    const product = await trx.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    if (!product) throw productNotFound();
    const images = await trx
      .selectFrom('product_images')
      .select(['image', 'width', 'height'])
      .where('product_id', '=', id)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return {
      id: product.id,
      name: product.name,
      nameKm: product.name_km,
      description: product.description,
      descriptionKm: product.description_km,
      categoryId: product.category_id,
      brandId: product.brand_id,
      isActive: product.is_active,
      isTopSelection: product.is_top_selection,
      isMerchandise: product.is_merchandise,
      images: images.map((image) => ({ ...image, url: imageUrlOf(config, image.image) as string })),
      variants: await variantsOf(trx, id),
      createdAt: product.created_at.toISOString(),
      updatedAt: product.updated_at.toISOString(),
    };
  };

  /** The category and brand exist; each picture is already the product's or an upload of this staff member. */
  const confirmImages = async (staff: StaffCaller, body: ProductBody) => {
    for (const { image } of body.images) await uploads.confirmArrived(staff.userId, image);
  };

  const checkProductBody = async (
    trx: Transaction<Database>,
    staff: StaffCaller,
    body: ProductBody,
    productId: number | null,
  ) => {
    const category = await trx
      .selectFrom('categories')
      .select('id')
      .where('id', '=', body.categoryId)
      .executeTakeFirst();
    if (!category) throw invalid('adminCatalogueCategoryIsRequired');
    if (body.brandId) {
      const brand = await trx
        .selectFrom('brands')
        .select('id')
        .where('id', '=', body.brandId)
        .executeTakeFirst();
      if (!brand) throw invalid('adminCatalogueBrandIsInvalid');
    }
    const current = new Set(
      productId === null
        ? []
        : (
            await trx
              .selectFrom('product_images')
              .select('image')
              .where('product_id', '=', productId)
              .execute()
          ).map((row) => row.image),
    );
    for (const { image } of body.images) {
      if (current.has(image)) continue;
      // The same rule as `uploads.assertOwnImage`, read inside this transaction.
      const upload = isUploadKey(image)
        ? await trx
            .selectFrom('uploads')
            .select('uploaded_at')
            .where('key', '=', image)
            .where('user_id', '=', staff.userId)
            .executeTakeFirst()
        : undefined;
      if (!upload?.uploaded_at) throw invalid('adminCatalogueImageNotUploaded');
    }
  };

  const productValues = (body: ProductBody) => ({
    name: body.name,
    name_km: body.nameKm ?? null,
    description: body.description,
    description_km: body.descriptionKm ?? null,
    category_id: body.categoryId,
    brand_id: body.brandId ?? null,
    is_active: body.isActive,
    is_top_selection: body.isTopSelection,
    is_merchandise: body.isMerchandise,
  });

  const writeImages = async (trx: Transaction<Database>, productId: number, body: ProductBody) => {
    await trx.deleteFrom('product_images').where('product_id', '=', productId).execute();
    if (body.images.length > 0)
      await trx
        .insertInto('product_images')
        .values(
          body.images.map((image, sort) => ({
            product_id: productId,
            image: image.image,
            width: image.width,
            height: image.height,
            sort,
          })),
        )
        .execute();
  };

  /** Locks the variant's product and marks it edited; answers the variant's product id. */
  const lockVariant = async (trx: Transaction<Database>, variantId: number) => {
    const variant = await trx
      .selectFrom('product_variants')
      .select(['id', 'product_id'])
      .where('id', '=', variantId)
      .executeTakeFirst();
    if (!variant) throw variantNotFound();
    await markEdited(trx, variant.product_id);
    return variant.product_id;
  };

  const markEdited = async (trx: Transaction<Database>, productId: number) => {
    const now = clock.now();
    const row = await trx
      .updateTable('products')
      .set({ staff_edited_at: now, updated_at: now })
      .where('id', '=', productId)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw productNotFound();
  };

  const skuTaken = (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict('adminCatalogueSkuTaken');
    throw error;
  };

  return {
    async choices(): Promise<AdminCatalogueChoices> {
      const [categories, brands] = await Promise.all([
        db
          .selectFrom('categories')
          .select(['id', 'name', 'parent_id', 'is_active'])
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        db.selectFrom('brands').select(['id', 'name']).orderBy('sort').orderBy('id').execute(),
      ]);
      // Each top category followed by its own sub-categories, as the shop's menu shows them.
      const tops = categories.filter((row) => row.parent_id === null);
      const ordered = [
        ...tops.flatMap((top) => [top, ...categories.filter((row) => row.parent_id === top.id)]),
        ...categories.filter(
          (row) => row.parent_id !== null && !tops.some((top) => top.id === row.parent_id),
        ),
      ];
      return {
        categories: ordered.map((row) => ({
          id: row.id,
          name: row.name,
          parentId: row.parent_id,
          isActive: row.is_active,
        })),
        brands,
      };
    },

    async list(query: AdminProductQuery) {
      let base = db
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .leftJoin('brands as b', 'b.id', 'p.brand_id');
      const search = query.search?.trim();
      if (search) {
        const like = likePattern(search);
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
              key: `staff-${randomUUID()}`,
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
      );
    },

    async update(staff: StaffCaller, id: number, body: ProductBody): Promise<AdminProductDetail> {
      await confirmImages(staff, body);
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const locked = await trx
            .selectFrom('products')
            .select('id')
            .where('id', '=', id)
            .forUpdate()
            .executeTakeFirst();
          if (!locked) throw productNotFound();
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
      );
    },

    /**
     * A new variant of `productId`. The first one decides the product's options (none, or these); every later one
     * must name one value of each of those options, in a combination no other variant has.
     */
    async createVariant(
      staff: StaffCaller,
      productId: number,
      body: VariantCreateBody,
    ): Promise<AdminVariant> {
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const product = await trx
            .selectFrom('products')
            .select('id')
            .where('id', '=', productId)
            .forUpdate()
            .executeTakeFirst();
          if (!product) throw productNotFound();
          await markEdited(trx, productId);
          const variants = await variantsOf(trx, productId);
          const wanted = body.optionValues;
          if (variants.length > 0) {
            const names = new Set(variants[0]?.optionValues.map((value) => value.option.toLowerCase()));
            const same =
              names.size === wanted.length && wanted.every((value) => names.has(value.option.toLowerCase()));
            if (!same) throw invalid('adminCatalogueOptionsMustMatch');
            const key = (values: { option: string; value: string }[]) =>
              values
                .map((value) => `${value.option.toLowerCase()}=${value.value.toLowerCase()}`)
                .sort()
                .join('|');
            if (variants.some((variant) => key(variant.optionValues) === key(wanted)))
              throw conflict('adminCatalogueVariantExists');
          }

          const optionValueIds: number[] = [];
          for (const [sort, wantedValue] of wanted.entries()) {
            const options = await trx
              .selectFrom('product_options')
              .select(['id', 'name'])
              .where('product_id', '=', productId)
              .execute();
            let option = options.find(
              (candidate) => candidate.name.toLowerCase() === wantedValue.option.toLowerCase(),
            );
            if (!option) {
              option = await trx
                .insertInto('product_options')
                .values({
                  product_id: productId,
                  name: wantedValue.option,
                  name_km: wantedValue.optionKm ?? null,
                  sort,
                })
                .returning(['id', 'name'])
                .executeTakeFirstOrThrow();
            } else if (wantedValue.optionKm) {
              await trx
                .updateTable('product_options')
                .set({ name_km: wantedValue.optionKm })
                .where('id', '=', option.id)
                .execute();
            }
            const optionId = option.id;
            const values = await trx
              .selectFrom('product_option_values')
              .select(['id', 'value'])
              .where('option_id', '=', optionId)
              .execute();
            let value = values.find(
              (candidate) => candidate.value.toLowerCase() === wantedValue.value.toLowerCase(),
            );
            if (!value) {
              value = await trx
                .insertInto('product_option_values')
                .values({
                  option_id: optionId,
                  value: wantedValue.value,
                  value_km: wantedValue.valueKm ?? null,
                  sort: values.length,
                })
                .returning(['id', 'value'])
                .executeTakeFirstOrThrow();
            } else if (wantedValue.valueKm) {
              await trx
                .updateTable('product_option_values')
                .set({ value_km: wantedValue.valueKm })
                .where('id', '=', value.id)
                .execute();
            }
            optionValueIds.push(value.id);
          }

          const { id } = await trx
            .insertInto('product_variants')
            .values({ product_id: productId, sku: body.sku, is_active: body.isActive, sort: variants.length })
            .returning('id')
            .executeTakeFirstOrThrow()
            .catch(skuTaken);
          if (optionValueIds.length > 0)
            await trx
              .insertInto('product_variant_values')
              .values(
                optionValueIds.map((optionValueId) => ({ variant_id: id, option_value_id: optionValueId })),
              )
              .execute();
          const variant = (await variantsOf(trx, productId)).find((candidate) => candidate.id === id);
          return {
            result: variant as AdminVariant,
            audit: {
              action: 'variant.create',
              entity: 'variant',
              entityId: id,
              before: null,
              after: variant,
            },
          };
        }),
      );
    },

    async updateVariant(
      staff: StaffCaller,
      variantId: number,
      body: VariantUpdateBody,
    ): Promise<AdminVariant> {
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const productId = await lockVariant(trx, variantId);
          const before = (await variantsOf(trx, productId)).find((variant) => variant.id === variantId);
          await trx
            .updateTable('product_variants')
            .set({ sku: body.sku, is_active: body.isActive })
            .where('id', '=', variantId)
            .execute()
            .catch(skuTaken);
          const after = (await variantsOf(trx, productId)).find((variant) => variant.id === variantId);
          return {
            result: after as AdminVariant,
            audit: {
              action: 'variant.update',
              entity: 'variant',
              entityId: variantId,
              before: { sku: before?.sku, isActive: before?.isActive },
              after: { sku: after?.sku, isActive: after?.isActive },
            },
          };
        }),
      );
    },

    /** Replaces the variant's price list in one go: the shop charges the new prices from the next read on. */
    async setPrices(staff: StaffCaller, variantId: number, body: VariantPricesBody): Promise<AdminVariant> {
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const productId = await lockVariant(trx, variantId);
          const groups = body.prices.map((price) => price.customerGroupId);
          if (groups.length > 0) {
            const known = await trx
              .selectFrom('customer_groups')
              .select('id')
              .where('id', 'in', groups)
              .execute();
            if (known.length !== groups.length) throw invalid('adminCustomerGroupIsRequired');
          }
          const before = (await variantsOf(trx, productId)).find((variant) => variant.id === variantId);
          await trx.deleteFrom('product_variant_prices').where('variant_id', '=', variantId).execute();
          if (body.prices.length > 0)
            await trx
              .insertInto('product_variant_prices')
              .values(
                body.prices.map((price) => ({
                  variant_id: variantId,
                  customer_group_id: price.customerGroupId,
                  price_cents: price.priceCents,
                  compare_at_cents: price.compareAtCents ?? null,
                })),
              )
              .execute();
          const after = (await variantsOf(trx, productId)).find((variant) => variant.id === variantId);
          return {
            result: after as AdminVariant,
            audit: {
              action: 'variant.prices',
              entity: 'variant',
              entityId: variantId,
              before: { prices: before?.prices ?? [] },
              after: { prices: after?.prices ?? [] },
            },
          };
        }),
      );
    },
  };
};

export type AdminCatalogueService = ReturnType<typeof createAdminCatalogueService>;
