import { z } from 'zod';
import { typedFormSchema } from './admin-catalogue';
import { phnomPenhDayOf, phnomPenhDayStart } from './admin-coupons';
import { bodyId, bodyObject, listQuerySchema, optionalText, requiredText } from './common';

export const adminCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  nameKm: z.string().nullable(),
  sort: z.number().int(),
  isActive: z.boolean(),
  /** How deep in the tree (0 for a top category); the list comes parents first, each followed by its children. */
  depth: z.number().int(),
  /** Published products in it or its sub-categories. */
  publishedProducts: z.number().int(),
  products: z.number().int(),
  isProtected: z.boolean(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** Create or rename a category and place it under a parent (none: a top category). */
export const adminCategoryBodySchema = bodyObject({
  name: requiredText('adminTaxonomyNameIsRequired', 100),
  nameKm: optionalText(100),
  parentId: bodyId('adminTaxonomyParentInvalid').nullish(),
});
export type AdminCategoryBody = z.input<typeof adminCategoryBodySchema>;

/** The category form: the body's rules, its parent picked in a select box where '' is none (a top category). */
export const adminCategoryFormSchema = adminCategoryBodySchema.extend({
  parentId: z
    .literal('')
    .transform(() => null)
    .or(adminCategoryBodySchema.shape.parentId),
});

export const adminVisibilityBodySchema = bodyObject({
  isActive: z.boolean({ error: 'badRequest' }),
});
export type AdminVisibilityBody = z.input<typeof adminVisibilityBodySchema>;

/** One step up or down among its siblings. */
export const adminCategoryMoveBodySchema = bodyObject({
  direction: z.enum(['up', 'down'], { error: 'badRequest' }),
});
export type AdminCategoryMoveBody = z.input<typeof adminCategoryMoveBodySchema>;

export const adminBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameKm: z.string().nullable(),
  isActive: z.boolean(),
  products: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

export const adminBrandBodySchema = bodyObject({
  name: requiredText('adminTaxonomyNameIsRequired', 100),
  nameKm: optionalText(100),
});
export type AdminBrandBody = z.input<typeof adminBrandBodySchema>;

export const adminPromotionStatuses = ['running', 'upcoming', 'ended'] as const;
export type AdminPromotionStatus = (typeof adminPromotionStatuses)[number];

/** Running while switched on and now lies in [startsAt, endsAt); upcoming before; ended after or switched off. */
export const promotionStatusOf = (
  promotion: { isActive: boolean; startsAt: string | null; endsAt: string | null },
  now: Date,
): AdminPromotionStatus => {
  if (!promotion.isActive) return 'ended';
  if (promotion.endsAt && new Date(promotion.endsAt) <= now) return 'ended';
  if (promotion.startsAt && new Date(promotion.startsAt) > now) return 'upcoming';
  return 'running';
};

export const adminPromotionQuerySchema = listQuerySchema.extend({
  status: z.enum(adminPromotionStatuses, { error: 'badRequest' }).optional(),
});
export type AdminPromotionQuery = z.infer<typeof adminPromotionQuerySchema>;

export const adminPromotionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleKm: z.string().nullable(),
  imageUrl: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(adminPromotionStatuses),
  products: z.number().int(),
});
export type AdminPromotionSummary = z.infer<typeof adminPromotionSummarySchema>;

const priceRowSchema = z.object({
  variantId: z.number().int(),
  customerGroupId: z.number().int(),
  priceCents: z.number().int(),
});

export const adminPromotionDetailSchema = adminPromotionSummarySchema.extend({
  description: z.string(),
  descriptionKm: z.string().nullable(),
  image: z.string().nullable(),
  productList: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      categoryId: z.number().int(),
      variants: z.array(
        z.object({
          id: z.number().int(),
          sku: z.string(),
          name: z.string(),
          /** Regular prices per customer group. */
          prices: z.array(z.object({ customerGroupId: z.number().int(), priceCents: z.number().int() })),
        }),
      ),
    }),
  ),
  prices: z.array(priceRowSchema),
});
export type AdminPromotionDetail = z.infer<typeof adminPromotionDetailSchema>;

const promotionDaySchema = z
  .string({ error: 'adminPromotionDateInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'adminPromotionDateInvalid')
  .refine((day) => {
    const start = phnomPenhDayStart(day);
    return !Number.isNaN(start.getTime()) && phnomPenhDayOf(start) === day;
  }, 'adminPromotionDateInvalid');

/**
 * Create or edit a promotion: titles, Phnom Penh days (both included), an uploaded picture, its products and the
 * promotion price (integer cents) of each variant for each customer group; a product without prices only shows.
 */
export const adminPromotionBodySchema = bodyObject({
  title: requiredText('adminPromotionTitleIsRequired', 150),
  titleKm: optionalText(150),
  description: optionalText(2000),
  descriptionKm: optionalText(2000),
  image: z.string({ error: 'badRequest' }).trim().max(300, 'textIsTooLong').nullish(),
  startDate: promotionDaySchema,
  endDate: promotionDaySchema,
  productIds: z
    .array(bodyId('adminPromotionProductInvalid'), { error: 'adminPromotionProductsRequired' })
    .min(1, 'adminPromotionProductsRequired')
    .max(200, 'adminPromotionProductsRequired'),
  prices: z
    .array(
      z.object({
        variantId: bodyId('adminPromotionProductInvalid'),
        customerGroupId: bodyId('adminCustomerGroupIsRequired'),
        priceCents: z
          .number({ error: 'adminPromotionPriceInvalid' })
          .int('adminCataloguePriceNotWholeCents')
          .min(1, 'adminPromotionPriceInvalid')
          .max(100_000_000, 'adminPromotionPriceInvalid'),
      }),
      { error: 'badRequest' },
    )
    .max(2000, 'badRequest')
    .default([]),
}).superRefine((body, ctx) => {
  if (body.endDate < body.startDate)
    ctx.addIssue({ code: 'custom', message: 'adminPromotionEndBeforeStart', path: ['endDate'] });
  const seen = new Set<string>();
  for (const [index, price] of body.prices.entries()) {
    const key = `${price.variantId}:${price.customerGroupId}`;
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', message: 'adminPromotionPriceTwice', path: ['prices', index] });
    seen.add(key);
  }
});
export type AdminPromotionBody = z.input<typeof adminPromotionBodySchema>;

/** A promotion price typed in dollars ("12.5", "$3") as cents: blank is none, anything else NaN, which the body refuses. */
export const promotionDollarsToCents = (text: string): number | null => {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!trimmed) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/**
 * The promotion form: its products as chosen, each with its variants, and the prices typed per variant and customer
 * group. Only prices of variants of chosen products are sent, blank ones left out; the body's rules name the rest.
 */
export const adminPromotionFormSchema = typedFormSchema(
  bodyObject({
    title: z.string({ error: 'badRequest' }),
    titleKm: z.string({ error: 'badRequest' }),
    startDate: z.string({ error: 'badRequest' }),
    endDate: z.string({ error: 'badRequest' }),
    image: z.string({ error: 'badRequest' }).nullable(),
    products: z.array(z.object({ productId: z.number(), variantIds: z.array(z.number()) }), {
      error: 'badRequest',
    }),
    prices: z.array(z.object({ variantId: z.number(), customerGroupId: z.number(), price: z.string() }), {
      error: 'badRequest',
    }),
  }),
  ({ products, prices, ...form }): AdminPromotionBody => {
    const variants = new Set(products.flatMap((product) => product.variantIds));
    return {
      ...form,
      productIds: products.map((product) => product.productId),
      prices: prices.flatMap(({ variantId, customerGroupId, price }) => {
        const priceCents = promotionDollarsToCents(price);
        return priceCents === null || !variants.has(variantId)
          ? []
          : [{ variantId, customerGroupId, priceCents }];
      }),
    };
  },
  adminPromotionBodySchema,
);

/** Package promotions: the products of the package-promotion category, as the shop lists them. */
export const adminPackagePromotionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameKm: z.string().nullable(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  isActive: z.boolean(),
});
export type AdminPackagePromotion = z.infer<typeof adminPackagePromotionSchema>;
