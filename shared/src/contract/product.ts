import { z } from 'zod';
import {
  bodyId,
  bodyObject,
  dateTimeSchema,
  idSchema,
  listQuerySchema,
  optionalText,
  queryFlag,
  requiredText,
} from './common';
import { weeklyHoursSchema } from './opening-hours';

/** At or below this many units a product shows "only N left". */
export const lowStockThreshold = 5;

export const stockStateSchema = z.enum(['inStock', 'lowStock', 'outOfStock']);
export type StockState = z.infer<typeof stockStateSchema>;

export const stockStateOf = (stock: number): StockState =>
  stock <= 0 ? 'outOfStock' : stock <= lowStockThreshold ? 'lowStock' : 'inStock';

export const productImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

export const ratingSummarySchema = z.object({
  /** 0 when there is no review yet; one decimal. */
  average: z.number(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/**
 * A product in lists. Money is integer cents and is the price of the caller's customer group (guests: 142); for a
 * product with several variants `price` is the lowest one ("from").
 */
export const productSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  brand: brandSchema.pick({ id: true, name: true }).nullable(),
  image: productImageSchema.nullable(),
  price: z.number().int(),
  /** The crossed-out price while on promotion. */
  compareAtPrice: z.number().int().nullable(),
  customerGroupId: z.number().int(),
  /** Units over all active variants. */
  stock: z.number().int(),
  stockState: stockStateSchema,
  /** True when a variant must be chosen (bag size, grind …). */
  hasOptions: z.boolean(),
  /** The variant to order when the product has no options; null when a choice is needed. */
  defaultVariantId: z.number().int().nullable(),
  isTopSelection: z.boolean(),
  rating: ratingSummarySchema,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  values: z.array(z.object({ id: z.number().int(), value: z.string() })),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** One sellable combination of option values, with its own SKU, stock and price. */
export const productVariantSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  /** Its option values' names joined, e.g. "250 g · Whole bean"; empty for a product without options. */
  name: z.string(),
  optionValueIds: z.array(z.number().int()),
  price: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  stock: z.number().int(),
  stockState: stockStateSchema,
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  categoryName: z.string(),
  images: z.array(productImageSchema),
  options: z.array(productOptionSchema),
  variants: z.array(productVariantSchema),
  soldCount: z.number().int(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productSortSchema = z.enum(['newest', 'priceAsc', 'priceDesc', 'name', 'bestSelling']);
export type ProductSort = z.infer<typeof productSortSchema>;

const centsQuery = z.coerce
  .number({ error: 'catalogueInvalidPrice' })
  .int('catalogueInvalidPrice')
  .min(0, 'catalogueInvalidPrice')
  .max(100_000_000, 'catalogueInvalidPrice');

/** A coffee's roast, the grinds it is sold in and an equipment's type: codes, named by the screens' translations. */
export const productRoasts = ['light', 'medium', 'mediumDark', 'dark'] as const;
export const productGrinds = ['wholeBean', 'espresso', 'filter'] as const;
export const equipmentTypes = [
  'espressoMachine',
  'grinder',
  'brewer',
  'tamper',
  'milkPitcher',
  'glassware',
] as const;

const facetKeyPrefixes = { roast: 'facetRoast', grind: 'facetGrind', type: 'facetType' } as const;
/** The message key naming a roast, grind or equipment type code, as the shop's filters name it (`dark`: facetRoastDark). */
export const facetValueKey = (facet: keyof typeof facetKeyPrefixes, code: string) =>
  `${facetKeyPrefixes[facet]}${code.charAt(0).toUpperCase()}${code.slice(1)}`;

/**
 * A facet's chosen values, as a query string carries them: one value, or several comma-separated (`dark,medium`),
 * any of which a product may have. Read sorted and without repeats, so one choice is one key of the read cache.
 */
const queryList = <Value extends z.ZodType<string | number>>(value: Value) =>
  z.preprocess(
    (raw) =>
      typeof raw === 'string' || typeof raw === 'number'
        ? String(raw)
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : raw,
    z
      .array(value, { error: 'badRequest' })
      .min(1, 'badRequest')
      .max(20, 'badRequest')
      .transform((values) => [...new Set(values)].sort() as z.output<Value>[]),
  );

/**
 * The facets both product lists (GET product and GET search) narrow by: a category with its children; any of the
 * chosen brands, origins (English), roasts, grinds and equipment types; a price range in cents of the caller's
 * group; in stock.
 */
const facetQueryShape = {
  categoryId: idSchema.optional(),
  brandId: queryList(idSchema).optional(),
  origin: queryList(z.string().max(100, 'textIsTooLong')).optional(),
  roast: queryList(z.enum(productRoasts, { error: 'badRequest' })).optional(),
  grind: queryList(z.enum(productGrinds, { error: 'badRequest' })).optional(),
  type: queryList(z.enum(equipmentTypes, { error: 'badRequest' })).optional(),
  minPrice: centsQuery.optional(),
  maxPrice: centsQuery.optional(),
  inStock: queryFlag.optional(),
};

/** GET product: the facets above, a sort and paging; its answer counts each facet's values (`meta.facets`). */
export const productListQuerySchema = listQuerySchema.extend({
  ...facetQueryShape,
  sort: productSortSchema.default('newest'),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/**
 * GET search: every word of `key` is found, or nearly found (a typo), in a product's English or Khmer name,
 * description, origin, brand or category; narrowed by the chosen facets as GET product is.
 */
export const productSearchQuerySchema = listQuerySchema.extend({
  key: z
    .string({ error: 'catalogueSearchKeyIsRequired' })
    .trim()
    .min(1, 'catalogueSearchKeyIsRequired')
    .max(100, 'textIsTooLong'),
  ...facetQueryShape,
  /** Best first (`relevance`) unless another order is asked for. */
  sort: z.enum([...productSortSchema.options, 'relevance'], { error: 'badRequest' }).default('relevance'),
});
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;

/** GET variant/combination: the variant of `productId` made of exactly these option values (comma-separated ids). */
export const variantCombinationQuerySchema = z.object({
  productId: idSchema,
  optionValueIds: z
    .string({ error: 'catalogueOptionIsRequired' })
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'catalogueOptionIsRequired')
    .transform((value) => value.split(',').map(Number)),
});

/** Quantity above 0 (spec section 5). */
export const quantitySchema = z.coerce
  .number({ error: 'catalogueQuantityMustBeAboveZero' })
  .int('catalogueQuantityMustBeAboveZero')
  .min(1, 'catalogueQuantityMustBeAboveZero')
  .max(10_000, 'catalogueQuantityIsTooLarge');

/** GET variant/available: can `quantity` units of this variant be ordered now? */
export const variantAvailableQuerySchema = z.object({ variantId: idSchema, quantity: quantitySchema });
export const variantAvailabilitySchema = z.object({
  variantId: z.number().int(),
  quantity: z.number().int(),
  stock: z.number().int(),
  available: z.boolean(),
  /** Why not: a message key (catalogueOutOfStock, catalogueNotEnoughStock); null when available. */
  reason: z.string().nullable(),
});
export type VariantAvailability = z.infer<typeof variantAvailabilitySchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  /** First name and the initial of the last name. */
  reviewerName: z.string(),
  createdAt: dateTimeSchema,
  mine: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = listQuerySchema.extend({ productId: idSchema });
export const reviewListSchema = z.object({
  rating: ratingSummarySchema,
  reviews: z.array(reviewSchema),
  meta: z.object({ limit: z.number().int(), offset: z.number().int(), total: z.number().int() }),
  /** Whether the caller may write one: signed in, received the product in an order, not reviewed it yet. */
  canReview: z.boolean(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

export const reviewBodySchema = bodyObject({
  productId: bodyId('catalogueProductIsRequired'),
  rating: z
    .number({ error: 'catalogueRatingIsRequired' })
    .int('catalogueRatingIsRequired')
    .min(1, 'catalogueRatingIsRequired')
    .max(5, 'catalogueRatingIsRequired'),
  comment: requiredText('catalogueReviewTextIsRequired', 2000),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

/** The review form: the body's rating and text; the product is the page's, not a field. */
export const reviewFormSchema = reviewBodySchema.omit({ productId: true });

export const wishlistBodySchema = bodyObject({ productId: bodyId('catalogueProductIsRequired') });
export type WishlistBody = z.input<typeof wishlistBodySchema>;

export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: dateTimeSchema.nullable(),
  endsAt: dateTimeSchema.nullable(),
  products: z.array(productSummarySchema),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** A slide of the home page's banner slider (advertisement/banner). */
export const homeBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  link: z.string().nullable(),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

export const showroomSchema = z.object({
  id: z.number().int(),
  /** What checkout sends as the pickup place. */
  key: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  /** The hours in the caller's language ("Mon–Fri 07:30–18:00 · Sun closed"). */
  openingHours: z.string(),
  weeklyHours: weeklyHoursSchema,
  description: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  imageUrl: z.string().nullable(),
  isHeadOffice: z.boolean(),
});
export type Showroom = z.infer<typeof showroomSchema>;

/** POST quotation: request a quote for a package promotion (category 7). */
export const quotationBodySchema = bodyObject({
  productId: bodyId('catalogueProductIsRequired'),
  name: requiredText('catalogueNameIsRequired', 100),
  phone: z
    .string({ error: 'phoneIsRequired' })
    .trim()
    .min(1, 'phoneIsRequired')
    .regex(/^\+?[\d\s-]{8,16}$/, 'invalidPhoneNumber'),
  email: z
    .string({ error: 'invalidEmailAddress' })
    .trim()
    .max(255, 'textIsTooLong')
    .email('invalidEmailAddress')
    .or(z.literal(''))
    .nullish()
    .transform((value) => value || undefined),
  company: optionalText(200),
  quantity: z
    .number({ error: 'catalogueQuantityMustBeAboveZero' })
    .int('catalogueQuantityMustBeAboveZero')
    .min(1, 'catalogueQuantityMustBeAboveZero')
    .max(10_000, 'catalogueQuantityIsTooLarge'),
  message: optionalText(2000),
});
export type QuotationBody = z.input<typeof quotationBodySchema>;

/** The request-a-quote form: the body's fields but the product (the page's), the quantity as typed in its box. */
export const quotationFormSchema = quotationBodySchema.omit({ productId: true }).extend({
  quantity: z
    .string({ error: 'catalogueQuantityMustBeAboveZero' })
    .transform(Number)
    .pipe(quotationBodySchema.shape.quantity),
});
export const quotationSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  createdAt: dateTimeSchema,
});
export type Quotation = z.infer<typeof quotationSchema>;

/** GET wishlist/ids: the signed-in customer's favorite product ids, for hearts on any page. */
export const wishlistIdsSchema = z.array(z.number().int());
export const wishlistStateSchema = z.object({ productId: z.number().int(), isFavorite: z.boolean() });
export type WishlistState = z.infer<typeof wishlistStateSchema>;
