import { z } from 'zod';
import { cartTargetSchema, paymentDetailSchema } from './cart';
import { bodyId, bodyObject, dateTimeSchema, idSchema, listQuerySchema, optionalText } from './common';
import { orderActorSchema, orderStatusSchema, paymentMethodSchema } from './order-status';

export const deliveryTypeSchema = z.enum(['delivery', 'pickup'], { error: 'orderDeliveryTypeIsRequired' });
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;
/** A showroom's key (GET /showroom), or the spec's `head_office` and `showroom`. */
export const pickupPlaceSchema = z
  .string({ error: 'orderPickupPlaceIsRequired' })
  .trim()
  .min(1, 'orderPickupPlaceIsRequired')
  .max(100, 'orderPickupPlaceUnknown');
export type PickupPlaceKey = z.infer<typeof pickupPlaceSchema>;

/** When an order arrives: a half-day slot in Phnom Penh, a day outside, a range for special blends. */
export const expectedDeliverySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('slot'), date: z.string(), slot: z.enum(['morning', 'afternoon']) }),
  z.object({ kind: z.literal('day'), date: z.string() }),
  z.object({ kind: z.literal('range'), from: z.string(), to: z.string() }),
  z.object({ kind: z.literal('pickup'), at: dateTimeSchema }),
]);
export type ExpectedDelivery = z.infer<typeof expectedDeliverySchema>;

/** GET payment/method */
export const paymentMethodInfoSchema = z.object({
  key: paymentMethodSchema,
  available: z.boolean(),
  /** Why not (message key), null when available. */
  reason: z.string().nullable(),
});
export type PaymentMethodInfo = z.infer<typeof paymentMethodInfoSchema>;
export const paymentMethodListSchema = z.array(paymentMethodInfoSchema);

/** GET zone-to-geo-zone?addressId=&source= : delivery price and expected delivery for an address. */
export const deliveryQuoteQuerySchema = z.object({
  addressId: idSchema,
  source: cartTargetSchema.default('cart'),
});
export const deliveryQuoteSchema = z.object({
  addressId: z.number().int(),
  provinceId: z.number().int(),
  distanceKm: z.number().int(),
  /** Whether the distance came from the address's pin or the district/province centre. */
  measuredFrom: z.enum(['address', 'district', 'province']),
  deliveryFee: z.number().int(),
  rule: z.enum(['free', 'freeFromMinimum', 'near', 'partner']),
  expectedDelivery: expectedDeliverySchema,
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

/** GET credit-line/check-availability?amount= (cents) */
export const creditCheckQuerySchema = z.object({
  amount: z.coerce.number({ error: 'badRequest' }).int('badRequest').min(0, 'badRequest').default(0),
});
export const creditAvailabilitySchema = z.object({
  creditLine: z.number().int(),
  usedCredit: z.number().int(),
  /** Credit line minus unpaid credit orders, never below zero. */
  availableCredit: z.number().int(),
  enough: z.boolean(),
});
export type CreditAvailability = z.infer<typeof creditAvailabilitySchema>;

export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  discountType: z.enum(['percent', 'amount']),
  discountValue: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minOrder: z.number().int(),
  endsAt: dateTimeSchema.nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponCheckBodySchema = bodyObject({
  code: z
    .string({ error: 'couponCodeIsRequired' })
    .trim()
    .min(1, 'couponCodeIsRequired')
    .max(40, 'couponIsInvalid'),
  source: cartTargetSchema.default('cart'),
});
export type CouponCheckBody = z.input<typeof couponCheckBodySchema>;
export const couponCheckSchema = z.object({ coupon: couponSchema, discountAmount: z.number().int() });
export type CouponCheck = z.infer<typeof couponCheckSchema>;

export const couponListQuerySchema = z.object({ source: cartTargetSchema.default('cart') });
export const availableCouponSchema = couponSchema.extend({
  applicable: z.boolean(),
  /** Why not (message key), null when applicable. */
  reason: z.string().nullable(),
});
export type AvailableCoupon = z.infer<typeof availableCouponSchema>;
export const availableCouponListSchema = z.array(availableCouponSchema);

/** A reward point is worth one cent when redeemed; a completed order earns one point per whole dollar. */
export const pointValueCents = 1;

export const placeOrderBodySchema = bodyObject({
  source: cartTargetSchema.default('cart'),
  /** Check out only these lines of the basket (all of them when absent). */
  lineIds: z.array(bodyId('orderCartIsEmpty')).min(1, 'orderCartIsEmpty').max(200, 'badRequest').optional(),
  deliveryType: deliveryTypeSchema,
  addressId: bodyId('orderAddressIsRequired').optional(),
  pickupPlace: pickupPlaceSchema.optional(),
  pickupAt: z.iso.datetime({ offset: true, error: 'orderPickupTimeIsRequired' }).optional(),
  paymentMethod: paymentMethodSchema,
  couponCode: z.string().trim().max(40, 'couponIsInvalid').optional(),
  redeemPoints: z
    .number({ error: 'badRequest' })
    .int('badRequest')
    .min(0, 'badRequest')
    .max(10_000_000)
    .default(0),
  /** The gateway's token of a card (card data itself never comes here). */
  cardToken: z.string().max(100).optional(),
  remark: optionalText(500),
  /** Also accepted as the Idempotency-Key header; one key makes one order. */
  idempotencyKey: z.string().min(8, 'badRequest').max(100, 'badRequest').optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

export const orderLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  variantId: z.number().int(),
  name: z.string(),
  variantName: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSummarySchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  paymentMethod: paymentMethodSchema,
  paymentStatus: z.enum(['unpaid', 'paid']),
  deliveryType: deliveryTypeSchema,
  totalAmount: z.number().int(),
  itemCount: z.number().int(),
  createdAt: dateTimeSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  source: cartTargetSchema,
  lines: z.array(orderLineSchema),
  paymentDetail: paymentDetailSchema.extend({
    couponDiscountAmount: z.number().int(),
    pointsRedeemed: z.number().int(),
    pointsDiscountAmount: z.number().int(),
    deliveryFee: z.number().int(),
  }),
  couponCode: z.string().nullable(),
  addressText: z.string().nullable(),
  pickupPlace: z.string().nullable(),
  /** Where a pickup order is collected, in the caller's language. */
  pickupSite: z.object({ key: z.string(), name: z.string(), address: z.string() }).nullable(),
  distanceKm: z.number().int().nullable(),
  expectedDelivery: expectedDeliverySchema,
  remark: z.string().nullable(),
  /** Online bank: the KHQR to scan while the order waits for payment. */
  khqr: z.string().nullable(),
  paymentReference: z.string().nullable(),
  paymentExpiresAt: dateTimeSchema.nullable(),
  /** Online bank: the link that opens the customer's banking app on this payment, where the gateway gives one. */
  paymentDeepLink: z.string().nullable(),
  /** Delivery: who brings the order, once staff set it. */
  deliveryPartner: z.object({ name: z.string(), phone: z.string() }).nullable(),
  paidAt: dateTimeSchema.nullable(),
  history: z.array(
    z.object({
      fromStatus: orderStatusSchema.nullable(),
      toStatus: orderStatusSchema,
      by: orderActorSchema,
      /** Why staff made the move (shown to the buyer too), or a reason key such as cardDeclined. */
      remark: z.string().nullable(),
      createdAt: dateTimeSchema,
    }),
  ),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET order: `status`, and a day range (startDate, endDate as YYYY-MM-DD, Phnom Penh days). */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'orderInvalidDate');
export const orderListQuerySchema = listQuerySchema.extend({
  status: orderStatusSchema.optional(),
  startDate: day.optional(),
  endDate: day.optional(),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderCountSchema = z.object({
  all: z.number().int(),
  byStatus: z.record(orderStatusSchema, z.number().int()),
});
export type OrderCount = z.infer<typeof orderCountSchema>;

export const recentRemarksSchema = z.array(z.string());

/** Special blend: a coffee roasted to the customer's recipe. */
export const specialBlendMinimumKg = 5;
export const specialBlendMinimumOrderCents = 10_000;
export const specialBlendPricePerKgCents = 1_800;

export const specialBlendBodySchema = bodyObject({
  blendName: z
    .string({ error: 'specialBlendNameIsRequired' })
    .trim()
    .min(1, 'specialBlendNameIsRequired')
    .max(80, 'textIsTooLong'),
  roast: z.enum(['light', 'medium', 'dark'], { error: 'specialBlendRoastIsRequired' }),
  grind: z.enum(['whole_bean', 'espresso', 'filter', 'french_press'], {
    error: 'specialBlendGrindIsRequired',
  }),
  arabicaPercent: z
    .number({ error: 'specialBlendArabicaIsRequired' })
    .int('specialBlendArabicaIsRequired')
    .min(0, 'specialBlendArabicaIsRequired')
    .max(100, 'specialBlendArabicaIsRequired'),
  quantityKg: z
    .number({ error: 'specialBlendMinimumQuantity' })
    .int('specialBlendMinimumQuantity')
    .min(specialBlendMinimumKg, 'specialBlendMinimumQuantity')
    .max(10_000, 'specialBlendMinimumQuantity'),
  remark: optionalText(500),
});
export type SpecialBlendBody = z.input<typeof specialBlendBodySchema>;

/** The special-blend form: the body's rules, the percent and the kilograms as typed in their boxes. */
export const specialBlendFormSchema = specialBlendBodySchema.extend({
  arabicaPercent: z
    .string({ error: 'specialBlendArabicaIsRequired' })
    .transform(Number)
    .pipe(specialBlendBodySchema.shape.arabicaPercent),
  quantityKg: z
    .string({ error: 'specialBlendMinimumQuantity' })
    .transform(Number)
    .pipe(specialBlendBodySchema.shape.quantityKg),
});

/** A request waits for staff (pending), who accept it with a price and a delivery day or reject it with a reason. */
export const specialBlendStatuses = ['pending', 'accepted', 'rejected'] as const;
export type SpecialBlendStatus = (typeof specialBlendStatuses)[number];

export const specialBlendSchema = z.object({
  id: z.number().int(),
  blendName: z.string(),
  roast: z.string(),
  grind: z.string(),
  arabicaPercent: z.number().int(),
  quantityKg: z.number().int(),
  pricePerKg: z.number().int(),
  totalAmount: z.number().int(),
  remark: z.string().nullable(),
  /** The requested window while pending; the agreed day once accepted. */
  expectedDelivery: expectedDeliverySchema,
  status: z.enum(specialBlendStatuses),
  /** Staff's note with the acceptance, or the reason for the rejection. */
  staffMessage: z.string().nullable(),
  createdAt: dateTimeSchema,
});
export type SpecialBlend = z.infer<typeof specialBlendSchema>;

/** POST payment/callback: the gateway's signed word that a payment arrived. */
export const paymentConfirmationBodySchema = bodyObject({
  reference: z.string().min(1).max(100),
  amountCents: z.number().int().min(0),
  status: z.literal('paid'),
  paidAt: z.string().min(1).max(40),
});

/** The sandbox gateway's tokenize call (not the order API): card fields go here only. */
export const sandboxTokenizeBodySchema = bodyObject({
  number: z.string({ error: 'cardNumberIsInvalid' }).max(30, 'cardNumberIsInvalid'),
  month: z.number({ error: 'cardIsExpired' }).int('cardIsExpired'),
  year: z.number({ error: 'cardIsExpired' }).int('cardIsExpired'),
  cvv: z.string({ error: 'cardCvvIsInvalid' }).max(4, 'cardCvvIsInvalid'),
});
export const sandboxTokenSchema = z.object({ token: z.string(), last4: z.string() });
export const orderIdParamsSchema = z.object({ id: idSchema });
