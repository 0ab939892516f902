import { sql } from 'kysely';
import type { Db } from '../../../../db/schema';
import { defaultLowStockLevel, lowStockLevelSql } from '../../low-stock-level';

/** The dashboard's low-stock card: the default level, how many variants are at or under theirs, the ten lowest. */
export const lowStockSummary = async (db: Db) => {
  const low = db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .where('product_variants.is_active', '=', true)
    .where('products.is_active', '=', true)
    .where('product_variants.stock', '<=', lowStockLevelSql('product_variants'));
  const [variants, total, level] = await Promise.all([
    low
      .select([
        'product_variants.id as variantId',
        'products.id as productId',
        'products.name as productName',
        'products.name_km as productNameKm',
        'product_variants.sku',
        'product_variants.stock',
      ])
      .select(lowStockLevelSql('product_variants').as('level'))
      .orderBy('product_variants.stock')
      .orderBy('product_variants.id')
      .limit(10)
      .execute(),
    low.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    defaultLowStockLevel(db),
  ]);
  return {
    level,
    total: Number(total.n),
    variants: variants.map((variant) => ({ ...variant, level: Number(variant.level) })),
  };
};
