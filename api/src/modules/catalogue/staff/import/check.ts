import {
  type CatalogueImportColumn,
  type CatalogueImportProblem,
  catalogueImportColumns,
  generalCustomerGroupId,
} from '@portal/shared/contract';
import type { DbOrTrx } from '../writes';
import type { SheetRow } from './sheet';

const skuPattern = /^[A-Za-z0-9._-]+$/;

type CurrentProduct = {
  id: number;
  name: string;
  name_km: string | null;
  category_id: number;
  brand_id: number | null;
  is_active: boolean;
  roast: string | null;
  grinds: string[];
  equipment_type: string | null;
  /** A product without options has one variant: a sheet without option columns can add none beside it. */
  hasVariants: boolean;
};
type CurrentVariant = {
  id: number;
  product_id: number;
  sku: string;
  stock: number;
  is_active: boolean;
  priceCents: number | null;
};

export type ProductFields = {
  name: string;
  name_km: string | null;
  category_id: number;
  brand_id: number | null;
  is_active: boolean;
  /** Left out where the sheet has no such column. */
  roast?: string | null;
  grinds?: string[];
  equipment_type?: string | null;
};

export type VariantPlan = {
  sku: string;
  /** null for a new variant. */
  current: CurrentVariant | null;
  isActive: boolean;
  stock: number;
  priceCents: number | null;
  changed: boolean;
};

export type ProductPlan =
  | { kind: 'create'; fields: ProductFields; variants: VariantPlan[] }
  | { kind: 'update'; productId: number; set: Partial<ProductFields>; variants: VariantPlan[] };

const byLowerName = <Row extends { id: number; name: string }>(rows: Row[]) => {
  const map = new Map<string, number[]>();
  for (const row of rows) {
    const key = row.name.trim().toLowerCase();
    map.set(key, [...(map.get(key) ?? []), row.id]);
  }
  return map;
};

/** The catalogue as the sheet's rows name it, locked for the write when `lock` (products, then variants). */
const loadCurrent = async (db: DbOrTrx, rows: SheetRow[], lock: boolean) => {
  const productIds = [...new Set(rows.flatMap((row) => (row.productId === null ? [] : [row.productId])))];
  const skus = [...new Set(rows.map((row) => row.sku).filter((sku) => sku !== ''))];
  let products = db
    .selectFrom('products as p')
    .select(['p.id', 'p.name', 'p.name_km', 'p.category_id', 'p.brand_id', 'p.is_active'])
    .select(['p.roast', 'p.grinds', 'p.equipment_type'])
    .select((eb) =>
      eb
        .exists(
          eb.selectFrom('product_variants as pv').select('pv.id').whereRef('pv.product_id', '=', 'p.id'),
        )
        .as('hasVariants'),
    )
    .where('p.id', 'in', productIds.length > 0 ? productIds : [0])
    .orderBy('p.id');
  if (lock) products = products.forUpdate();
  let variants = db
    .selectFrom('product_variants as v')
    .leftJoin('product_variant_prices as price', (join) =>
      join.onRef('price.variant_id', '=', 'v.id').on('price.customer_group_id', '=', generalCustomerGroupId),
    )
    .select(['v.id', 'v.product_id', 'v.sku', 'v.stock', 'v.is_active', 'price.price_cents as priceCents'])
    .where('v.sku', 'in', skus.length > 0 ? skus : [''])
    .orderBy('v.id');
  if (lock) variants = variants.forUpdate(['v']);
  const [categories, brands, productRows, variantRows] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name']).execute(),
    db.selectFrom('brands').select(['id', 'name']).execute(),
    products.execute(),
    variants.execute(),
  ]);
  return {
    categories: byLowerName(categories),
    brands: byLowerName(brands),
    products: new Map(
      productRows.map((row) => [row.id, { ...row, hasVariants: Boolean(row.hasVariants) } as CurrentProduct]),
    ),
    variants: new Map(variantRows.map((row) => [row.sku, row as CurrentVariant])),
  };
};

/** The one id a name stands for, or the message key of why it stands for none. */
const resolve = (names: Map<string, number[]>, name: string, unknown: string, ambiguous: string) => {
  const ids = names.get(name.toLowerCase()) ?? [];
  if (ids.length === 1) return { id: ids[0] as number };
  return { problem: ids.length === 0 ? unknown : ambiguous };
};

/**
 * Checks the rows against the catalogue (products by id, categories and brands by name, SKUs) and, when every row
 * is valid (`cellProblems` are those `readSheet` found), plans what to create and change. Rows with the same product id, or without one and with the same
 * name, are one product; they must agree on the product's cells.
 */
export const checkAgainstCatalogue = async (
  db: DbOrTrx,
  rows: SheetRow[],
  cellProblems: CatalogueImportProblem[],
  lock: boolean,
) => {
  const current = await loadCurrent(db, rows, lock);
  const problems: CatalogueImportProblem[] = [...cellProblems];
  const fail = (row: SheetRow, column: CatalogueImportColumn, code: string) =>
    problems.push({ row: row.row, column, code, value: row.cells[column] });

  const groups = new Map<
    string,
    { product: CurrentProduct | null; fields: ProductFields; rows: SheetRow[] }
  >();
  const seenSkus = new Set<string>();
  // Products given a new variant by an earlier row: without option columns a sheet can give each at most one.
  const newSkuOf = new Set<string>();
  for (const row of rows) {
    const product = row.productId === null ? null : (current.products.get(row.productId) ?? null);
    if (row.productId !== null && !product) {
      fail(row, 'productId', 'adminImportUnknownProduct');
      continue;
    }
    const category = row.category
      ? resolve(
          current.categories,
          row.category,
          'adminImportUnknownCategory',
          'adminImportAmbiguousCategory',
        )
      : null;
    if (category?.problem) fail(row, 'category', category.problem);
    const brand = row.brand
      ? resolve(current.brands, row.brand, 'adminImportUnknownBrand', 'adminImportAmbiguousBrand')
      : null;
    if (brand?.problem) fail(row, 'brand', brand.problem);
    if (!row.nameKm && (!product || product.name_km))
      fail(row, 'productNameKm', 'adminImportKhmerNameIsRequired');

    const groupKey = product ? `id:${product.id}` : `new:${row.name}`;
    if (row.sku) {
      const variant = current.variants.get(row.sku);
      if (seenSkus.has(row.sku)) fail(row, 'sku', 'adminImportDuplicateSku');
      else if (variant && variant.product_id !== row.productId)
        fail(row, 'sku', 'adminImportSkuOfAnotherProduct');
      else if (!variant && row.sku.length > 64) fail(row, 'sku', 'textIsTooLong');
      else if (!variant && !skuPattern.test(row.sku)) fail(row, 'sku', 'adminCatalogueSkuInvalid');
      else if (!variant && (product?.hasVariants || newSkuOf.has(groupKey)))
        fail(row, 'sku', 'adminImportVariantNeedsOptions');
      if (!variant) newSkuOf.add(groupKey);
      seenSkus.add(row.sku);
    }

    const fields: ProductFields = {
      name: row.name,
      name_km: row.nameKm || null,
      category_id: category?.id ?? 0,
      brand_id: brand?.id ?? null,
      is_active: false,
      ...(row.roast !== undefined && { roast: row.roast }),
      ...(row.grinds !== undefined && { grinds: row.grinds }),
      ...(row.equipmentType !== undefined && { equipment_type: row.equipmentType }),
    };
    const group = groups.get(groupKey);
    if (!group) {
      groups.set(groupKey, { product, fields, rows: [row] });
      continue;
    }
    group.rows.push(row);
    const first = group.rows[0] as SheetRow;
    for (const column of ['product', 'productNameKm', 'category', 'brand'] as const)
      if (row.cells[column].toLowerCase() !== first.cells[column].toLowerCase())
        fail(row, column, 'adminImportProductRowsDisagree');
    for (const column of ['roast', 'grinds', 'equipmentType'] as const)
      if (String(row[column]) !== String(first[column])) fail(row, column, 'adminImportProductRowsDisagree');
  }

  const order = (problem: CatalogueImportProblem) =>
    problem.column === null ? -1 : catalogueImportColumns.indexOf(problem.column);
  problems.sort((a, b) => a.row - b.row || order(a) - order(b));
  if (problems.length > 0) return { problems, plan: [] as ProductPlan[] };
  return { problems, plan: [...groups.values()].map((group) => planProduct(group, current.variants)) };
};

const sameGrinds = (a: string[], b: string[]) =>
  a.length === b.length && a.every((grind) => b.includes(grind));

const planProduct = (
  { product, fields, rows }: { product: CurrentProduct | null; fields: ProductFields; rows: SheetRow[] },
  variants: Map<string, CurrentVariant>,
): ProductPlan => {
  const anyYes = rows.some((row) => row.active);
  const variantPlan = (row: SheetRow, isActive: boolean): VariantPlan => {
    const variant = variants.get(row.sku) ?? null;
    const priceCents = row.priceCents ?? variant?.priceCents ?? null;
    return {
      sku: row.sku,
      current: variant,
      isActive,
      stock: row.stock,
      priceCents,
      changed:
        variant === null ||
        variant.is_active !== isActive ||
        variant.stock !== row.stock ||
        variant.priceCents !== priceCents,
    };
  };
  if (!product) {
    return {
      kind: 'create',
      fields: { ...fields, is_active: anyYes },
      variants: rows.map((row) => variantPlan(row, row.active || !anyYes)),
    };
  }
  const set: Partial<ProductFields> = {};
  if (fields.name !== product.name) set.name = fields.name;
  if (fields.name_km !== product.name_km) set.name_km = fields.name_km;
  if (fields.category_id !== product.category_id) set.category_id = fields.category_id;
  if (fields.brand_id !== product.brand_id) set.brand_id = fields.brand_id;
  if (fields.roast !== undefined && fields.roast !== product.roast) set.roast = fields.roast;
  if (fields.grinds !== undefined && !sameGrinds(fields.grinds, product.grinds)) set.grinds = fields.grinds;
  if (fields.equipment_type !== undefined && fields.equipment_type !== product.equipment_type)
    set.equipment_type = fields.equipment_type;
  // The sheet's "Active" is the product's and the variant's together: only a row that reads otherwise than now
  // changes either, so that a sheet taken out and put back changes nothing.
  const shownNow = (row: SheetRow) => {
    const variant = variants.get(row.sku);
    return variant ? product.is_active && variant.is_active : null;
  };
  const differs = rows.some((row) => shownNow(row) !== row.active);
  let activeOf: (row: SheetRow) => boolean = (row) => variants.get(row.sku)?.is_active ?? true;
  if (differs && anyYes) {
    if (!product.is_active) set.is_active = true;
    activeOf = (row) => row.active;
  } else if (differs) {
    activeOf = (row) => (product.is_active ? false : (variants.get(row.sku)?.is_active ?? true));
  }
  return {
    kind: 'update',
    productId: product.id,
    set,
    variants: rows.map((row) => variantPlan(row, activeOf(row))),
  };
};
