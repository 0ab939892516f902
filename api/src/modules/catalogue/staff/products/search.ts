import type { AdminSearchResult } from '@portal/shared/contract';
import type { Db } from '../../../../db/schema';
import type { SearchTerms } from '../../../../platform/search-terms';

/** Products whose name (either language) or one of whose variants' SKU matches what staff typed. */
export const searchProducts = async (
  db: Db,
  { like }: SearchTerms,
  limit: number,
): Promise<AdminSearchResult['products']> => {
  const rows = await db
    .selectFrom('products')
    .leftJoin('product_variants', (join) =>
      join.onRef('product_variants.product_id', '=', 'products.id').on('product_variants.sku', 'ilike', like),
    )
    .select(['products.id', 'products.name', 'products.name_km', 'product_variants.sku'])
    .where((eb) =>
      eb.or([
        eb('products.name', 'ilike', like),
        eb('products.name_km', 'ilike', like),
        eb('product_variants.sku', 'is not', null),
      ]),
    )
    .orderBy('products.id', 'desc')
    .limit(limit)
    .execute();
  const seen = new Set<number>();
  return rows
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .map((row) => ({ id: row.id, name: row.name, nameKm: row.name_km, sku: row.sku }));
};
