import type { AdminProductDetail, AdminVariant } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Config } from '../../../../platform/config';
import { imageUrlOf } from '../../../../platform/public-url';
import { productNotFound } from '../errors';
import type { DbOrTrx } from '../writes';

export const variantsOf = async (trx: DbOrTrx, productId: number): Promise<AdminVariant[]> => {
  const rows = await trx
    .selectFrom('product_variants as v')
    .select(['v.id', 'v.product_id', 'v.sku', 'v.stock', 'v.is_active', 'v.low_stock_level'])
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
      lowStockLevel: row.low_stock_level ?? null,
      isActive: row.is_active,
      prices: row.prices ?? [],
    };
  });
};

export const productDetailIn = async (
  config: Config,
  trx: DbOrTrx,
  id: number,
): Promise<AdminProductDetail> => {
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
    roast: product.roast as AdminProductDetail['roast'],
    grinds: product.grinds as AdminProductDetail['grinds'],
    equipmentType: product.equipment_type as AdminProductDetail['equipmentType'],
    images: images.map((image) => ({ ...image, url: imageUrlOf(config, image.image) as string })),
    variants: await variantsOf(trx, id),
    createdAt: product.created_at.toISOString(),
    updatedAt: product.updated_at.toISOString(),
  };
};
