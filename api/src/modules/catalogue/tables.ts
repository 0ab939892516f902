import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/column-types';

export interface CategoriesTable {
  id: number;
  parent_id: number | null;
  key: string;
  slug: string;
  name: string;
  name_km: string | null;
  image: string | null;
  sort: number;
  is_active: Generated<boolean>;
  /** Set when staff edit it in the back office: the seed then leaves it alone. */
  staff_edited_at?: NullableTimestamp;
}

export interface BrandsTable {
  id: Generated<number>;
  key: string;
  name: string;
  name_km: string | null;
  logo: string | null;
  sort: Generated<number>;
  is_active: Generated<boolean>;
  staff_edited_at?: NullableTimestamp;
}

export interface ProductsTable {
  id: Generated<number>;
  key: string;
  category_id: number;
  brand_id: number | null;
  name: string;
  name_km: string | null;
  description: Generated<string>;
  description_km: string | null;
  is_active: Generated<boolean>;
  is_top_selection: Generated<boolean>;
  is_merchandise: Generated<boolean>;
  /** Units sold: order placement adds each line's quantity; best sellers rank by it. */
  sold_count: Generated<number>;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set when staff change the product in the back office; the seed then leaves it alone. */
  staff_edited_at: NullableTimestamp;
  /** Generated: lower(name || ' ' || name_km), trigram-indexed. */
  search_text: ColumnType<string, never, never>;
  /** Where the coffee grew or the equipment is made, in English (the search's origin facet value) and Khmer. */
  origin?: string | null;
  origin_km?: string | null;
  /** Generated: the lower-cased names, origins and descriptions in both languages, trigram-indexed. */
  search_document: ColumnType<string, never, never>;
  /** A coffee's roast (light, medium, mediumDark, dark): the roast facet. */
  roast?: string | null;
  /** The grinds a coffee is sold in (wholeBean, espresso, filter): the grind facet. */
  grinds?: ColumnType<string[], string[] | undefined, string[]>;
  /** An equipment's type (espressoMachine, grinder, brewer, tamper, milkPitcher, glassware): the type facet. */
  equipment_type?: string | null;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  image: string;
  width: number;
  height: number;
  sort: Generated<number>;
}

export interface ProductOptionsTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  name_km: string | null;
  sort: Generated<number>;
}

export interface ProductOptionValuesTable {
  id: Generated<number>;
  option_id: number;
  value: string;
  value_km: string | null;
  sort: Generated<number>;
}

export interface ProductVariantsTable {
  id: Generated<number>;
  product_id: number;
  sku: string;
  /** Never below 0 (check constraint): take stock with `set stock = stock - n where stock >= n`. */
  stock: Generated<number>;
  is_active: Generated<boolean>;
  sort: Generated<number>;
  /** At or under this stock the variant is low on stock; null: the `lowStockLevel` setting. */
  low_stock_level?: number | null;
}

export interface ProductVariantValuesTable {
  variant_id: number;
  option_value_id: number;
}

export interface ProductVariantPricesTable {
  variant_id: number;
  customer_group_id: number;
  price_cents: number;
  compare_at_cents: number | null;
}

export interface ProductReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  rating: number;
  comment: string;
  created_at: Timestamp;
}

export interface WishlistItemsTable {
  user_id: number;
  product_id: number;
  created_at: Timestamp;
}

export interface PromotionsTable {
  id: Generated<number>;
  key: string;
  title: string;
  title_km: string | null;
  description: Generated<string>;
  description_km: string | null;
  image: string | null;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  is_active: Generated<boolean>;
  sort: Generated<number>;
  staff_edited_at?: NullableTimestamp;
}

export interface PromotionProductsTable {
  promotion_id: number;
  product_id: number;
}

/** A customer group's price of a variant while the promotion runs, integer cents. */
export interface PromotionPricesTable {
  promotion_id: number;
  variant_id: number;
  customer_group_id: number;
  price_cents: number;
}

export interface StockMovementsTable {
  id: Generated<number>;
  variant_id: number;
  /** Signed: + received or given back, − written off or sold. */
  quantity: number;
  stock_after: number;
  /** What staff wrote; for an order's movement the message key `stockReasonOrder` or `stockReasonOrderReturned`. */
  reason: string;
  /** Who adjusted it, or null for an order's movement. */
  staff_user_id: number | null;
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

/** A customer waiting for a variant to come back in stock; told once, then `notified_at` is set. */
export interface StockAlertsTable {
  user_id: number;
  variant_id: number;
  created_at: Timestamp;
  notified_at: NullableTimestamp;
}

/** The tables this domain owns: only its code writes to them. */
export interface CatalogueTables {
  categories: CategoriesTable;
  brands: BrandsTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_options: ProductOptionsTable;
  product_option_values: ProductOptionValuesTable;
  product_variants: ProductVariantsTable;
  product_variant_values: ProductVariantValuesTable;
  product_variant_prices: ProductVariantPricesTable;
  product_reviews: ProductReviewsTable;
  wishlist_items: WishlistItemsTable;
  promotions: PromotionsTable;
  promotion_products: PromotionProductsTable;
  promotion_prices: PromotionPricesTable;
  stock_movements: StockMovementsTable;
  stock_alerts: StockAlertsTable;
}

/** A product as other domains see it (view `catalogue_products`). */
export interface CatalogueProductsView {
  id: number;
  key: string;
  category_id: number;
  brand_id: number | null;
  name: string;
  name_km: string | null;
  is_active: boolean;
}

/** A variant with its stock (view `catalogue_variants`). */
export interface CatalogueVariantsView {
  id: number;
  product_id: number;
  sku: string;
  stock: number;
  is_active: boolean;
  sort: number;
}

/** A product's option ("Weight", "Grind"; view `catalogue_options`). */
export interface CatalogueOptionsView {
  id: number;
  product_id: number;
  name: string;
  name_km: string | null;
  sort: number;
}

/** One option value of a variant, with its option's order ("250 g" of "Weight"; view `catalogue_variant_labels`). */
export interface CatalogueVariantLabelsView {
  variant_id: number;
  value: string;
  value_km: string | null;
  option_id: number;
  option_sort: number;
}

/** A variant's price for a customer group (view `catalogue_prices`). */
export interface CataloguePricesView {
  variant_id: number;
  customer_group_id: number;
  price_cents: number;
  compare_at_cents: number | null;
}

/** A product's image (view `catalogue_images`). */
export interface CatalogueImagesView {
  id: number;
  product_id: number;
  image: string;
  width: number;
  height: number;
  sort: number;
}

/** A category (view `catalogue_categories`). */
export interface CatalogueCategoriesView {
  id: number;
  parent_id: number | null;
  key: string;
  slug: string;
  name: string;
  name_km: string | null;
  sort: number;
  is_active: boolean;
}

/**
 * What other modules may read of catalogue: plain views over the tables above (migration 0350), so the tables can
 * change behind them. Read-only; stock is taken and returned through the catalogue door. Each is a simple select
 * PostgreSQL inlines, so the cart and the order path read the same rows (and take no lock through them).
 */
export interface CatalogueViews {
  catalogue_products: CatalogueProductsView;
  catalogue_variants: CatalogueVariantsView;
  catalogue_options: CatalogueOptionsView;
  catalogue_variant_labels: CatalogueVariantLabelsView;
  catalogue_prices: CataloguePricesView;
  catalogue_images: CatalogueImagesView;
  catalogue_categories: CatalogueCategoriesView;
}

/**
 * What `catalogue_promotion_price(variant, customer_group, at)` answers, a function other modules may call beside
 * the views (migration 0370): the price a running promotion gives the group for the variant, else the general
 * group's, null when neither has one; the one rule catalogue's own reads use too. Joined laterally per variant
 * (`left join lateral catalogue_promotion_price(v.id, …) promo on true`), PostgreSQL inlines it; `at` is the
 * caller's clock, never `now()`.
 */
export interface CataloguePromotionPrice {
  price_cents: number | null;
}

/**
 * The database functions other modules may call (the SQL a statement of theirs runs; migration 0360: taking stock
 * for an order and recording its movements, inside the order's one statement; migration 0370: a running
 * promotion's price, `CataloguePromotionPrice` above).
 */
export type CatalogueFunctions =
  | 'catalogue_take_stock'
  | 'catalogue_record_stock_taken'
  | 'catalogue_promotion_price';
