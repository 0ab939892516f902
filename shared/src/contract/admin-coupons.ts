import { z } from 'zod';
import { adminCentsSchema, amountErrorKey, dollarsToCents, typedFormSchema } from './admin-catalogue';
import { bodyId, bodyObject, listQuerySchema, optionalText, requiredText } from './common';
import { phnomPenhDateTime, phnomPenhInstant } from './opening-hours';

/** Coupon days are Phnom Penh calendar days (UTC+7, no daylight saving). */
const dayMs = 86_400_000;

/** The moment a Phnom Penh day ('2026-11-03') begins. */
export const phnomPenhDayStart = (day: string) => phnomPenhInstant(day, '00:00');

/** The Phnom Penh day a moment falls on. */
export const phnomPenhDayOf = (moment: Date) => phnomPenhDateTime(moment).date;

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
export type AdminCouponFilter = Omit<AdminCouponQuery, 'limit' | 'offset'>;

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

/** A typed percent is a whole number (at most 3 digits), a typed amount is dollars; null when it is neither. */
const typedDiscount = (discountType: string, text: string) => {
  if (discountType !== 'percent') return dollarsToCents(text);
  return /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : null;
};

const isTypedUses = (text: string) => /^\s*\d{1,7}\s*$/.test(text) && Number(text) > 0;

/**
 * The coupon form as typed: money in dollars, a percent as a whole number, blank limits and days for none. The
 * value, the amounts and the limits typed are named first, in that order; then the body's rules.
 */
export const adminCouponFormSchema = typedFormSchema(
  bodyObject({
    code: z.string({ error: 'badRequest' }),
    title: z.string({ error: 'badRequest' }),
    titleKm: z.string({ error: 'badRequest' }),
    discountType: z.string({ error: 'badRequest' }),
    value: z.string({ error: 'badRequest' }),
    maxDiscount: z.string({ error: 'badRequest' }),
    minOrder: z.string({ error: 'badRequest' }),
    usageLimit: z.string({ error: 'badRequest' }),
    usageLimitPerUser: z.string({ error: 'badRequest' }),
    customerGroupId: z.string({ error: 'badRequest' }),
    categoryId: z.string({ error: 'badRequest' }),
    startDate: z.string({ error: 'badRequest' }),
    endDate: z.string({ error: 'badRequest' }),
    isActive: z.boolean({ error: 'badRequest' }),
  }).superRefine((form, ctx) => {
    const fail = (message: string, path: string) => {
      ctx.addIssue({ code: 'custom', message, path: [path] });
    };
    if (!typedDiscount(form.discountType, form.value)) return fail('adminCouponValueInvalid', 'value');
    for (const field of ['maxDiscount', 'minOrder'] as const)
      if (form[field].trim() && dollarsToCents(form[field]) === null)
        return fail(amountErrorKey(form[field]), field);
    for (const field of ['usageLimit', 'usageLimitPerUser'] as const)
      if (form[field].trim() && !isTypedUses(form[field])) return fail('adminCouponLimitInvalid', field);
  }),
  (form): AdminCouponBody => ({
    code: form.code,
    title: form.title,
    titleKm: form.titleKm,
    discountType: form.discountType as AdminCouponBody['discountType'],
    discountValue: typedDiscount(form.discountType, form.value) ?? 0,
    maxDiscountCents: form.maxDiscount.trim() ? dollarsToCents(form.maxDiscount) : null,
    minOrderCents: form.minOrder.trim() ? (dollarsToCents(form.minOrder) ?? 0) : 0,
    usageLimit: form.usageLimit.trim() ? Number(form.usageLimit) : null,
    usageLimitPerUser: form.usageLimitPerUser.trim() ? Number(form.usageLimitPerUser) : null,
    customerGroupId: form.customerGroupId ? Number(form.customerGroupId) : null,
    categoryId: form.categoryId ? Number(form.categoryId) : null,
    startDate: form.startDate || null,
    endDate: form.endDate || null,
    isActive: form.isActive,
  }),
  adminCouponBodySchema,
);
