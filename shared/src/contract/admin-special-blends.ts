import { z } from 'zod';
import { adminCentsSchema, amountErrorKey, dollarsToCents } from './admin-catalogue';
import { phnomPenhDayOf, phnomPenhDayStart } from './admin-coupons';
import { bodyObject, listQuerySchema, optionalText, requiredText } from './common';
import { type SpecialBlendStatus, specialBlendStatuses } from './order';

/** Staff list special-blend requests, newest first, by status. */
export const adminSpecialBlendQuerySchema = listQuerySchema.extend({
  status: z.enum(specialBlendStatuses, { error: 'badRequest' }).optional(),
});
export type AdminSpecialBlendQuery = z.input<typeof adminSpecialBlendQuerySchema>;

/** A partner's special-blend request as the back office sees it: what was asked and what staff decided. */
export const adminSpecialBlendSchema = z.object({
  id: z.number().int(),
  status: z.enum(specialBlendStatuses),
  createdAt: z.string(),
  userId: z.number().int(),
  customerName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The store named in the partner's business-partner request, when there is one. */
  storeName: z.string().nullable(),
  blendName: z.string(),
  roast: z.string(),
  grind: z.string(),
  arabicaPercent: z.number().int(),
  quantityKg: z.number().int(),
  requestedPricePerKgCents: z.number().int(),
  requestedTotalCents: z.number().int(),
  remark: z.string().nullable(),
  /** The delivery window the shop promised when the partner asked (Phnom Penh days). */
  expectedFrom: z.string(),
  expectedTo: z.string(),
  agreedPricePerKgCents: z.number().int().nullable(),
  agreedTotalCents: z.number().int().nullable(),
  deliveryDate: z.string().nullable(),
  staffMessage: z.string().nullable(),
  rejectReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
});
export type AdminSpecialBlend = z.infer<typeof adminSpecialBlendSchema>;

const isCalendarDay = (day: string) => {
  const start = phnomPenhDayStart(day);
  return !Number.isNaN(start.getTime()) && phnomPenhDayOf(start) === day;
};

export const adminSpecialBlendAcceptBodySchema = bodyObject({
  pricePerKgCents: adminCentsSchema('adminSpecialBlendPriceInvalid').min(1, 'adminSpecialBlendPriceInvalid'),
  /** The Phnom Penh day it will be delivered; not before today (the API checks against its clock). */
  deliveryDate: z
    .string({ error: 'adminSpecialBlendDeliveryDateInvalid' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'adminSpecialBlendDeliveryDateInvalid')
    .refine(isCalendarDay, 'adminSpecialBlendDeliveryDateInvalid'),
  message: optionalText(2000),
});
export type AdminSpecialBlendAcceptBody = z.infer<typeof adminSpecialBlendAcceptBodySchema>;

/** The accept form: the price per kg typed in dollars, then the body's own rules. */
export const adminSpecialBlendAcceptFormSchema = bodyObject({
  price: z
    .string({ error: 'adminSpecialBlendPriceInvalid' })
    .transform((price, ctx) => {
      const cents = dollarsToCents(price);
      if (cents !== null) return cents;
      ctx.addIssue({
        code: 'custom',
        message: price.trim() ? amountErrorKey(price) : 'adminSpecialBlendPriceInvalid',
      });
      return z.NEVER;
    })
    .pipe(adminSpecialBlendAcceptBodySchema.shape.pricePerKgCents),
  deliveryDate: adminSpecialBlendAcceptBodySchema.shape.deliveryDate,
  message: adminSpecialBlendAcceptBodySchema.shape.message,
}).transform(
  ({ price, deliveryDate, message }): AdminSpecialBlendAcceptBody => ({
    pricePerKgCents: price,
    deliveryDate,
    message,
  }),
);

export const adminSpecialBlendRejectBodySchema = bodyObject({
  reason: requiredText('adminSpecialBlendReasonIsRequired', 2000),
});
export type AdminSpecialBlendRejectBody = z.infer<typeof adminSpecialBlendRejectBodySchema>;

/** Only a pending request is accepted or rejected, once. */
export const specialBlendIsOpen = (status: SpecialBlendStatus) => status === 'pending';
