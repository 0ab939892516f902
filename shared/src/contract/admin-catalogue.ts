import { z } from 'zod';
import {
  type LowStockDefaultBody,
  lowStockDefaultBodySchema,
  lowStockLevelBodySchema,
} from './admin-low-stock';
import { bodyId, bodyObject, idSchema, listQuerySchema, optionalText, requiredText } from './common';
import { equipmentTypes, productGrinds, productRoasts } from './product';

/** Categories and brands a product can be filed under, for the back office's selects. */
export const adminCatalogueChoicesSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      parentId: z.number().int().nullable(),
      isActive: z.boolean(),
    }),
  ),
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminCatalogueChoices = z.infer<typeof adminCatalogueChoicesSchema>;

export const adminProductStatuses = ['published', 'unpublished'] as const;

/** The back office's product list: a name or SKU search, a category (with its sub-categories), published or not. */
export const adminProductQuerySchema = listQuerySchema.extend({
  search: z.string().trim().max(100, 'textIsTooLong').optional(),
  categoryId: idSchema.optional(),
  status: z.enum(adminProductStatuses, { error: 'badRequest' }).optional(),
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

export const adminProductSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameKm: z.string().nullable(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  brandName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  variantCount: z.number().int(),
  /** Units over its active variants. */
  stock: z.number().int(),
  /** The lowest consumer (general group) price of its active variants, cents; null while none is priced. */
  priceCents: z.number().int().nullable(),
});
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;

export const adminPriceSchema = z.object({
  customerGroupId: z.number().int(),
  priceCents: z.number().int(),
  compareAtCents: z.number().int().nullable(),
});
export type AdminPrice = z.infer<typeof adminPriceSchema>;

export const adminVariantOptionValueSchema = z.object({
  option: z.string(),
  optionKm: z.string().nullable(),
  value: z.string(),
  valueKm: z.string().nullable(),
});

export const adminVariantSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  /** Its option values joined, e.g. "250 g · Espresso"; empty for a product without options. */
  name: z.string(),
  optionValues: z.array(adminVariantOptionValueSchema),
  stock: z.number().int(),
  /** At or under this stock it is low on stock; null: the shop's default level. */
  lowStockLevel: z.number().int().nullable(),
  isActive: z.boolean(),
  /** One price per customer group that may buy it; a group without one does not see the variant. */
  prices: z.array(adminPriceSchema),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

export const adminProductImageSchema = z.object({
  /** The storage key (from POST /client/upload/presign), sent back unchanged on save. */
  image: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;

export const adminProductDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameKm: z.string().nullable(),
  description: z.string(),
  descriptionKm: z.string().nullable(),
  categoryId: z.number().int(),
  brandId: z.number().int().nullable(),
  isActive: z.boolean(),
  isTopSelection: z.boolean(),
  /** Shown on the merchandise page (bags, mugs, aprons). */
  isMerchandise: z.boolean(),
  /** The shop's facets: codes of `productRoasts`, `productGrinds`, `equipmentTypes`. */
  roast: z.enum(productRoasts).nullable(),
  grinds: z.array(z.enum(productGrinds)),
  equipmentType: z.enum(equipmentTypes).nullable(),
  images: z.array(adminProductImageSchema),
  variants: z.array(adminVariantSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

const imageSide = z
  .number({ error: 'adminCatalogueImageInvalid' })
  .int('adminCatalogueImageInvalid')
  .min(1, 'adminCatalogueImageInvalid')
  .max(20_000, 'adminCatalogueImageInvalid');

export const adminProductImageBodySchema = z.object(
  { image: requiredText('imageIsRequired', 512), width: imageSide, height: imageSide },
  { error: 'adminCatalogueImageInvalid' },
);

/** Create or edit a product: names in English and Khmer, where it is filed, pictures (upload keys) and whether the shop shows it. */
export const adminProductBodySchema = bodyObject({
  name: requiredText('adminCatalogueNameIsRequired', 200),
  nameKm: optionalText(200),
  description: z
    .string({ error: 'badRequest' })
    .trim()
    .max(5000, 'textIsTooLong')
    .nullish()
    .transform((value) => value ?? ''),
  descriptionKm: optionalText(5000),
  categoryId: bodyId('adminCatalogueCategoryIsRequired'),
  brandId: bodyId('adminCatalogueBrandIsInvalid').nullish(),
  isActive: z.boolean({ error: 'badRequest' }),
  isTopSelection: z.boolean({ error: 'badRequest' }).default(false),
  isMerchandise: z.boolean({ error: 'badRequest' }).default(false),
  /** Left out: kept as it is. */
  roast: z.enum(productRoasts, { error: 'adminCatalogueRoastInvalid' }).nullish(),
  grinds: z
    .array(z.enum(productGrinds, { error: 'adminCatalogueGrindInvalid' }), { error: 'badRequest' })
    .transform((grinds) => [...new Set(grinds)])
    .optional(),
  equipmentType: z.enum(equipmentTypes, { error: 'adminCatalogueEquipmentTypeInvalid' }).nullish(),
  images: z
    .array(adminProductImageBodySchema, { error: 'badRequest' })
    .max(10, 'adminCatalogueTooManyImages')
    .default([]),
});
export type AdminProductBody = z.input<typeof adminProductBodySchema>;

const skuSchema = z
  .string({ error: 'adminCatalogueSkuIsRequired' })
  .trim()
  .min(1, 'adminCatalogueSkuIsRequired')
  .max(64, 'textIsTooLong')
  .regex(/^[A-Za-z0-9._-]+$/, 'adminCatalogueSkuInvalid');

export const adminVariantOptionValueBodySchema = z.object(
  {
    option: requiredText('adminCatalogueOptionNameIsRequired', 60),
    optionKm: optionalText(60),
    value: requiredText('adminCatalogueOptionValueIsRequired', 60),
    valueKm: optionalText(60),
  },
  { error: 'badRequest' },
);

/**
 * A new variant: its SKU and, for a product with options, one value per option ("Bag size" = "1 kg"). Options
 * and values are found by name or created; every variant of a product names the same options.
 */
export const adminVariantCreateBodySchema = bodyObject({
  sku: skuSchema,
  optionValues: z
    .array(adminVariantOptionValueBodySchema, { error: 'badRequest' })
    .max(5, 'adminCatalogueTooManyOptions')
    .default([]),
  isActive: z.boolean({ error: 'badRequest' }).default(true),
}).refine(
  (body) =>
    new Set(body.optionValues.map((value) => value.option.toLowerCase())).size === body.optionValues.length,
  { message: 'adminCatalogueOptionRepeated', path: ['optionValues'] },
);
export type AdminVariantCreateBody = z.input<typeof adminVariantCreateBodySchema>;

export const adminVariantUpdateBodySchema = bodyObject({
  sku: skuSchema,
  isActive: z.boolean({ error: 'badRequest' }),
  /** Left out: unchanged; null: the shop's default level. */
  lowStockLevel: lowStockLevelBodySchema.optional(),
});
export type AdminVariantUpdateBody = z.input<typeof adminVariantUpdateBodySchema>;

/** Money typed by staff arrives in integer cents: negatives and fractions of a cent are refused. */
export const adminCentsSchema = (invalidKey: string) =>
  z
    .number({ error: invalidKey })
    .int('adminCataloguePriceNotWholeCents')
    .min(0, 'adminCataloguePriceNegative')
    .max(100_000_000, invalidKey);

/** A dollar amount typed by staff ("1,500.50", "$20") as integer cents; null when it is not an amount. */
export const dollarsToCents = (text: string): number | null => {
  const cleaned = text.replace(/[\s,$]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** Why a typed amount is not one: below zero, finer than a cent, or not a number at all (message keys). */
export const amountErrorKey = (text: string) => {
  const cleaned = text.replace(/[\s,$]/g, '');
  if (/^-/.test(cleaned)) return 'adminCataloguePriceNegative';
  if (/^\d+\.\d{3,}$/.test(cleaned)) return 'adminCataloguePriceNotWholeCents';
  return 'adminCataloguePriceInvalid';
};

/**
 * A staff form of typed text (amounts in dollars, counts): `typed` names what only the form can get wrong (an amount
 * that is not one), `toBody` builds the body and the body's own schema checks it, first failure first. The body
 * stays as built: the save call parses it with that schema on its way out.
 */
export const typedFormSchema = <Typed extends z.ZodType, Body extends z.ZodType>(
  typed: Typed,
  toBody: (values: z.output<Typed>) => z.input<Body>,
  body: Body,
) =>
  typed.transform(toBody).superRefine((built, ctx) => {
    for (const issue of body.safeParse(built).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });

/**
 * The product form: its category and brand picked in select boxes where '' is none, its pictures with the preview
 * each shows; then the body's rules.
 */
export const adminProductFormSchema = typedFormSchema(
  bodyObject({
    name: z.string({ error: 'badRequest' }),
    nameKm: z.string({ error: 'badRequest' }),
    description: z.string({ error: 'badRequest' }),
    descriptionKm: z.string({ error: 'badRequest' }),
    categoryId: z.string({ error: 'badRequest' }),
    brandId: z.string({ error: 'badRequest' }),
    isActive: z.boolean({ error: 'badRequest' }),
    isTopSelection: z.boolean({ error: 'badRequest' }),
    isMerchandise: z.boolean({ error: 'badRequest' }),
    roast: z.string({ error: 'badRequest' }),
    grinds: z.array(z.string(), { error: 'badRequest' }),
    equipmentType: z.string({ error: 'badRequest' }),
    images: z.array(z.object({ image: z.string(), width: z.number(), height: z.number(), url: z.string() }), {
      error: 'badRequest',
    }),
  }),
  ({ categoryId, brandId, roast, grinds, equipmentType, images, ...form }): AdminProductBody => ({
    ...form,
    categoryId: categoryId || undefined,
    brandId: brandId || null,
    roast: (roast || null) as AdminProductBody['roast'],
    grinds: grinds as AdminProductBody['grinds'],
    equipmentType: (equipmentType || null) as AdminProductBody['equipmentType'],
    images: images.map(({ image, width, height }) => ({ image, width, height })),
  }),
  adminProductBodySchema,
);

/** The new-variant form: its SKU and its option rows, a row with neither option nor value not sent. */
export const adminVariantCreateFormSchema = typedFormSchema(
  bodyObject({
    sku: z.string({ error: 'badRequest' }),
    rows: z.array(
      z.object({ option: z.string(), optionKm: z.string(), value: z.string(), valueKm: z.string() }),
      { error: 'badRequest' },
    ),
  }),
  (form): AdminVariantCreateBody => ({
    sku: form.sku,
    optionValues: form.rows.filter((row) => row.option.trim() || row.value.trim()),
  }),
  adminVariantCreateBodySchema,
);

/** A low-stock level typed by staff: blank is none (the default applies); what is not a whole number is refused. */
export const lowStockLevelOf = (text: string): number | null => {
  const cleaned = text.trim();
  if (cleaned === '') return null;
  return /^\d{1,7}$/.test(cleaned) ? Number(cleaned) : -1;
};

/** The variant form: SKU, on sale, and the low-stock level typed as text. */
export const adminVariantUpdateFormSchema = typedFormSchema(
  bodyObject({
    sku: z.string({ error: 'badRequest' }),
    isActive: z.boolean({ error: 'badRequest' }),
    lowStockLevel: z.string({ error: 'badRequest' }),
  }),
  (form): AdminVariantUpdateBody => ({ ...form, lowStockLevel: lowStockLevelOf(form.lowStockLevel) }),
  adminVariantUpdateBodySchema,
);

/** The shop's default low-stock level typed in settings; blank or not a whole number is refused. */
export const lowStockDefaultFormSchema = typedFormSchema(
  bodyObject({ level: z.string({ error: 'badRequest' }) }),
  (form): LowStockDefaultBody => ({ level: lowStockLevelOf(form.level) ?? -1 }),
  lowStockDefaultBodySchema,
);

export const adminPriceBodySchema = z
  .object(
    {
      customerGroupId: bodyId('adminCustomerGroupIsRequired'),
      priceCents: adminCentsSchema('adminCataloguePriceInvalid'),
      compareAtCents: adminCentsSchema('adminCataloguePriceInvalid').nullish(),
    },
    { error: 'badRequest' },
  )
  .refine(
    (price) =>
      price.compareAtCents === null ||
      price.compareAtCents === undefined ||
      price.compareAtCents > price.priceCents,
    { message: 'adminCatalogueCompareAtNotAbovePrice', path: ['compareAtCents'] },
  );

/** The variant's whole price list: one row per customer group that may buy it; groups left out no longer can. */
export const adminVariantPricesBodySchema = bodyObject({
  prices: z
    .array(adminPriceBodySchema, { error: 'badRequest' })
    .max(50, 'badRequest')
    .refine(
      (prices) => new Set(prices.map((price) => price.customerGroupId)).size === prices.length,
      'adminCataloguePriceGroupRepeated',
    ),
});
export type AdminVariantPricesBody = z.input<typeof adminVariantPricesBodySchema>;

/**
 * The price form: a row per customer group as typed in dollars, a group left blank not sold the variant. Row by
 * row, a crossed-out price without a price and amounts that are not ones are named first; then the body's rules.
 */
export const adminVariantPricesFormSchema = typedFormSchema(
  bodyObject({
    prices: z.array(z.object({ customerGroupId: z.number(), price: z.string(), compareAt: z.string() }), {
      error: 'badRequest',
    }),
  }).superRefine((form, ctx) => {
    const fail = (message: string, index: number, field: string) => {
      ctx.addIssue({ code: 'custom', message, path: ['prices', index, field] });
    };
    for (const [index, row] of form.prices.entries()) {
      if (!row.price.trim()) {
        if (row.compareAt.trim()) return fail('adminCataloguePriceInvalid', index, 'price');
        continue;
      }
      if (dollarsToCents(row.price) === null) return fail(amountErrorKey(row.price), index, 'price');
      if (row.compareAt.trim() && dollarsToCents(row.compareAt) === null)
        return fail(amountErrorKey(row.compareAt), index, 'compareAt');
    }
  }),
  (form): AdminVariantPricesBody => ({
    prices: form.prices
      .filter((row) => row.price.trim())
      .map((row) => ({
        customerGroupId: row.customerGroupId,
        priceCents: dollarsToCents(row.price) ?? 0,
        compareAtCents: row.compareAt.trim() ? dollarsToCents(row.compareAt) : null,
      })),
  }),
  adminVariantPricesBodySchema,
);

export const maxStockAdjustment = 1_000_000;

/** A signed change of a variant's stock (+ goods received, − breakage, a count), always with the reason. */
export const adminStockAdjustmentBodySchema = bodyObject({
  quantity: z
    .number({ error: 'adminStockQuantityInvalid' })
    .int('adminStockQuantityInvalid')
    .min(-maxStockAdjustment, 'adminStockQuantityInvalid')
    .max(maxStockAdjustment, 'adminStockQuantityInvalid')
    .refine((quantity) => quantity !== 0, 'adminStockQuantityInvalid'),
  reason: requiredText('adminStockReasonIsRequired', 300),
});
export type AdminStockAdjustmentBody = z.input<typeof adminStockAdjustmentBodySchema>;

/** A signed whole number of units typed by staff ("+12", "-3", "5"); null when it is not one or is 0. */
export const stockChangeOf = (text: string): number | null => {
  const cleaned = text.replace(/\s/g, '');
  if (!/^[+-]?\d{1,7}$/.test(cleaned)) return null;
  const quantity = Number(cleaned);
  return quantity === 0 || Math.abs(quantity) > maxStockAdjustment ? null : quantity;
};

/** The stock form: the change typed as text, then the reason; what is not a change is sent as 0, which the body refuses. */
export const adminStockAdjustmentFormSchema = typedFormSchema(
  bodyObject({ quantity: z.string({ error: 'badRequest' }), reason: z.string({ error: 'badRequest' }) }),
  (form): AdminStockAdjustmentBody => ({ quantity: stockChangeOf(form.quantity) ?? 0, reason: form.reason }),
  adminStockAdjustmentBodySchema,
);

export const adminStockMovementSchema = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  quantity: z.number().int(),
  stockAfter: z.number().int(),
  /** What staff wrote, or for an order's movement a message key (`stockReasonOrder`, `stockReasonOrderReturned`). */
  reason: z.string(),
  /** Who adjusted it; null when an order moved it. */
  staffName: z.string().nullable(),
  /** The order that moved it, else null. */
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminStockMovement = z.infer<typeof adminStockMovementSchema>;

export const adminStockAdjustedSchema = z.object({
  variantId: z.number().int(),
  stock: z.number().int(),
  movement: adminStockMovementSchema,
});
export type AdminStockAdjusted = z.infer<typeof adminStockAdjustedSchema>;
