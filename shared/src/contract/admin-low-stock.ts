import { z } from 'zod';
import { bodyId, bodyObject, requiredText } from './common';

export const maxLowStockLevel = 1_000_000;
export const maxRestockLines = 200;

/** A variant's own low-stock level; null leaves it to the shop's default (the `lowStockLevel` setting). */
export const lowStockLevelBodySchema = z
  .number({ error: 'adminLowStockLevelInvalid' })
  .int('adminLowStockLevelInvalid')
  .min(0, 'adminLowStockLevelInvalid')
  .max(maxLowStockLevel, 'adminLowStockLevelInvalid')
  .nullable();

/** The shop's default low-stock level (the `lowStockLevel` setting), for variants without a level of their own. */
export const lowStockDefaultSchema = z.object({ level: z.number().int() });
export type LowStockDefault = z.infer<typeof lowStockDefaultSchema>;

export const lowStockDefaultBodySchema = bodyObject({
  level: lowStockLevelBodySchema.unwrap(),
});
export type LowStockDefaultBody = z.infer<typeof lowStockDefaultBodySchema>;

/** A variant at or under its low-stock level. */
export const adminLowStockVariantSchema = z.object({
  variantId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productNameKm: z.string().nullable(),
  sku: z.string(),
  stock: z.number().int(),
  /** The level it is measured against: its own, else the default. */
  level: z.number().int(),
  /** Its own level; null when the default applies. */
  ownLevel: z.number().int().nullable(),
});
export type AdminLowStockVariant = z.infer<typeof adminLowStockVariantSchema>;

/** Several variants restocked at once, each by a positive quantity, with one reason; one transaction. */
export const adminRestockBodySchema = bodyObject({
  items: z
    .array(
      z.object(
        {
          variantId: bodyId('adminCatalogueVariantNotFound'),
          quantity: z
            .number({ error: 'adminStockQuantityInvalid' })
            .int('adminStockQuantityInvalid')
            .min(1, 'adminStockQuantityInvalid')
            .max(maxLowStockLevel, 'adminStockQuantityInvalid'),
        },
        { error: 'badRequest' },
      ),
      { error: 'badRequest' },
    )
    .min(1, 'adminRestockNothingChosen')
    .max(maxRestockLines, 'adminRestockTooMany')
    .refine(
      (items) => new Set(items.map((item) => item.variantId)).size === items.length,
      'adminRestockRepeated',
    ),
  reason: requiredText('adminStockReasonIsRequired', 300),
});
export type AdminRestockBody = z.input<typeof adminRestockBodySchema>;

export const adminRestockedSchema = z.array(
  z.object({ variantId: z.number().int(), stock: z.number().int(), movementId: z.number().int() }),
);
export type AdminRestocked = z.infer<typeof adminRestockedSchema>;
