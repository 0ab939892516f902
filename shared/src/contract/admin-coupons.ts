import { z } from 'zod';
import { adminCentsSchema } from './admin-catalogue';
import { bodyId, bodyObject, listQuerySchema, optionalText, requiredText } from './common';

/** Coupon days are Phnom Penh calendar days (UTC+7, no daylight saving). */
const phnomPenhOffsetMs = 7 * 3_600_000;
const dayMs = 86_400_000;

/** The moment a Phnom Penh day ('2026-11-03') begins. */
export const phnomPenhDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);

/** The Phnom Penh day a moment falls on. */
export const phnomPenhDayOf = (moment: Date) =>
  new Date(moment.getTime() + phnomPenhOffsetMs).toISOString().slice(0, 10);

/** A coupon runs from the start of its first day until the end of its last day (the moment the next begins). */
export const couponWindow = (startDate: string | null | undefined, endDate: string | null | undefined) => ({
  startsAt: startDate ? phnomPenhDayStart(startDate) : null,
  endsAt: endDate ? new Date(phnomPenhDayStart(endDate).getTime() + dayMs) : null,
});

/** The first and last day of a coupon's window, as staff typed them. */
export const couponDays = (startsAt: Date | null, endsAt: Date | null) => ({
  startDate: startsAt ? phnomPenhDayOf(startsAt) : null,
  endDate: endsAt ? phnomPenhDayOf(new Date(endsAt.getTime() - 1)) : null,
});

const isCalendarDay = (day: string) => {
  const start = phnomPenhDayStart(day);
  return !Number.isNaN(start.getTime()) && phnomPenhDayOf(start) === day;
};

const daySchema = z
  .string({ error: 'adminCouponDateInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'adminCouponDateInvalid')
  .refine(isCalendarDay, 'adminCouponDateInvalid');

export const couponDiscountTypes = ['percent', 'amount'] as const;
export const adminCouponStatuses = ['active', 'inactive'] as const;

export const adminCouponQuerySchema = listQuerySchema.extend({
  search: z.string().trim().max(100, 'textIsTooLong').optional(),
  status: z.enum(adminCouponStatuses, { error: 'badRequest' }).optional(),
});
export type AdminCouponQuery = z.infer<typeof adminCouponQuerySchema>;

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  titleKm: z.string().nullable(),
  discountType: z.enum(couponDiscountTypes),
  /** Percent (1–100) or cents. */
  discountValue: z.number().int(),
  maxDiscountCents: z.number().int().nullable(),
  minOrderCents: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** The first and last Phnom Penh day it runs (the last one included). */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usageLimitPerUser: z.number().int().nullable(),
  usedCount: z.number().int(),
  customerGroupId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

const limitSchema = z
  .number({ error: 'adminCouponLimitInvalid' })
  .int('adminCouponLimitInvalid')
  .min(1, 'adminCouponLimitInvalid')
  .max(1_000_000, 'adminCouponLimitInvalid');

/**
 * Create or edit a coupon. Codes are letters, digits, '-' and '_', kept in capitals (customers may type them in
 * any case); a percent is 1–100, an amount is cents; limits are whole uses; days are Phnom Penh days.
 */
export const adminCouponBodySchema = bodyObject({
  code: z
    .string({ error: 'adminCouponCodeIsRequired' })
    .trim()
    .min(1, 'adminCouponCodeIsRequired')
    .max(32, 'adminCouponCodeInvalid')
    .regex(/^[A-Za-z0-9_-]+$/, 'adminCouponCodeInvalid')
    .transform((code) => code.toUpperCase()),
  title: requiredText('adminCouponTitleIsRequired', 150),
  titleKm: optionalText(150),
  discountType: z.enum(couponDiscountTypes, { error: 'adminCouponDiscountTypeIsRequired' }),
  discountValue: z
    .number({ error: 'adminCouponValueInvalid' })
    .int('adminCouponValueInvalid')
    .min(1, 'adminCouponValueInvalid')
    .max(100_000_000, 'adminCouponValueInvalid'),
  maxDiscountCents: adminCentsSchema('adminCouponAmountInvalid').nullish(),
  minOrderCents: adminCentsSchema('adminCouponAmountInvalid').default(0),
  usageLimit: limitSchema.nullish(),
  usageLimitPerUser: limitSchema.nullish(),
  customerGroupId: bodyId('adminCustomerGroupIsRequired').nullish(),
  categoryId: bodyId('adminCatalogueCategoryIsRequired').nullish(),
  startDate: daySchema.nullish(),
  endDate: daySchema.nullish(),
  isActive: z.boolean({ error: 'badRequest' }).default(true),
}).superRefine((body, ctx) => {
  if (body.discountType === 'percent' && body.discountValue > 100)
    ctx.addIssue({ code: 'custom', message: 'adminCouponPercentTooHigh', path: ['discountValue'] });
  if (body.startDate && body.endDate && body.endDate < body.startDate)
    ctx.addIssue({ code: 'custom', message: 'adminCouponEndBeforeStart', path: ['endDate'] });
});
export type AdminCouponBody = z.input<typeof adminCouponBodySchema>;
