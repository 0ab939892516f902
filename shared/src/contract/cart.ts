import { z } from 'zod';
import { bodyId, bodyObject } from './common';

/** Quantity above 0 (spec section 5). */
export const cartQuantitySchema = z.coerce
  .number({ error: 'cartQuantityMustBeAboveZero' })
  .int('cartQuantityMustBeAboveZero')
  .min(1, 'cartQuantityMustBeAboveZero')
  .max(10_000, 'cartQuantityIsTooLarge');

export const cartLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  variantId: z.number().int(),
  name: z.string(),
  /** Option values of the variant ("250 g · Whole bean"); empty without options. */
  variantName: z.string(),
  imageUrl: z.string().nullable(),
  categoryId: z.number().int(),
  /** Cents, the caller's customer-group price. */
  unitPrice: z.number().int(),
  /** The crossed-out price while on promotion (cents). */
  compareAtPrice: z.number().int().nullable(),
  quantity: z.number().int(),
  lineTotal: z.number().int(),
  stock: z.number().int(),
  /** False when the variant is out of stock or has fewer units than the line asks for. */
  available: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Cents: subtotal at regular prices, the promotion discount, and what is paid before coupons, points and delivery. */
export const paymentDetailSchema = z.object({
  subtotalAmount: z.number().int(),
  totalDiscountAmount: z.number().int(),
  totalAmount: z.number().int(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

/** GET cart and GET cart-quick-order: `data` is the list, `totalCart` its length. */
export const cartEnvelopeSchema = z.object({
  data: z.array(cartLineSchema),
  totalCart: z.number().int(),
  paymentDetail: paymentDetailSchema,
  message: z.string(),
});
export type CartEnvelope = z.infer<typeof cartEnvelopeSchema>;
export type Cart = Omit<CartEnvelope, 'message'>;

/** An empty or incomplete payload reads as no items, total 0. */
export const emptyCart: Cart = {
  data: [],
  totalCart: 0,
  paymentDetail: { subtotalAmount: 0, totalDiscountAmount: 0, totalAmount: 0 },
};

export const addToCartBodySchema = bodyObject({
  productId: bodyId('cartProductIsRequired'),
  /** Required when the product has options; a product without options may leave it out. */
  variantId: bodyId('cartVariantIsRequired').optional(),
  quantity: cartQuantitySchema,
});
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;

export const updateCartLineBodySchema = bodyObject({ quantity: cartQuantitySchema });
export type UpdateCartLineBody = z.infer<typeof updateCartLineBodySchema>;

export const cartTargetSchema = z.enum(['cart', 'quick_order'], { error: 'badRequest' });
export type CartTarget = z.infer<typeof cartTargetSchema>;

/** POST cart/reorder: a past order's lines into the cart (or the quick order). */
export const reorderBodySchema = bodyObject({
  orderId: bodyId('orderIsRequired'),
  target: cartTargetSchema.default('cart'),
});
export type ReorderBody = z.input<typeof reorderBodySchema>;

export const reorderResultSchema = z.object({
  added: z.number().int(),
  /** Lines left out: out of stock or no longer sold. */
  skipped: z.number().int(),
  totalCart: z.number().int(),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;

export const cartCountSchema = z.object({ totalCart: z.number().int() });
