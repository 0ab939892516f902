import { z } from 'zod';
import { adminCentsSchema, amountErrorKey, dollarsToCents, typedFormSchema } from './admin-catalogue';
import { phnomPenhDayOf, phnomPenhDayStart } from './admin-coupons';
import { bodyObject, listQuerySchema, optionalText, requiredText } from './common';
import { weeklyHoursSchema } from './opening-hours';
import { staffLinkSchema } from './staff-link';

const isCalendarDay = (day: string) => {
  const start = phnomPenhDayStart(day);
  return !Number.isNaN(start.getTime()) && phnomPenhDayOf(start) === day;
};
const daySchema = z
  .string({ error: 'adminContentDateInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'adminContentDateInvalid')
  .refine(isCalendarDay, 'adminContentDateInvalid');

/** A slide of the home page's banner slider as staff see it (both languages, hidden ones too). */
export const adminHomeBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleKm: z.string().nullable(),
  image: z.string(),
  imageUrl: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  link: z.string().nullable(),
  /** The first and last Phnom Penh day it runs (the last one included); null is open-ended. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  sort: z.number().int(),
});
export type AdminHomeBanner = z.infer<typeof adminHomeBannerSchema>;

const pixels = z
  .number({ error: 'adminContentImageSizeInvalid' })
  .int('adminContentImageSizeInvalid')
  .min(1, 'adminContentImageSizeInvalid')
  .max(10_000, 'adminContentImageSizeInvalid');

export const adminHomeBannerBodySchema = bodyObject({
  title: requiredText('adminContentBannerTitleIsRequired', 150),
  titleKm: optionalText(150),
  image: requiredText('adminContentImageIsRequired', 512),
  width: pixels.default(1200),
  height: pixels.default(400),
  link: staffLinkSchema,
  startDate: daySchema.nullish(),
  endDate: daySchema.nullish(),
  isActive: z.boolean({ error: 'badRequest' }).default(true),
}).superRefine((body, ctx) => {
  if (body.startDate && body.endDate && body.endDate < body.startDate)
    ctx.addIssue({ code: 'custom', message: 'adminContentEndBeforeStart', path: ['endDate'] });
});
export type AdminHomeBannerBody = z.input<typeof adminHomeBannerBodySchema>;

/** The home banner form: the body's rules, a blank day (a date input's '') as none. */
export const adminHomeBannerFormSchema = typedFormSchema(
  bodyObject({
    title: z.string({ error: 'badRequest' }),
    titleKm: z.string({ error: 'badRequest' }),
    image: z.string({ error: 'badRequest' }),
    width: z.number({ error: 'badRequest' }).optional(),
    height: z.number({ error: 'badRequest' }).optional(),
    link: z.string({ error: 'badRequest' }),
    startDate: z.string({ error: 'badRequest' }),
    endDate: z.string({ error: 'badRequest' }),
    isActive: z.boolean({ error: 'badRequest' }),
  }),
  (form): AdminHomeBannerBody => ({
    ...form,
    startDate: form.startDate || null,
    endDate: form.endDate || null,
  }),
  adminHomeBannerBodySchema,
);

/** The slider's order: every banner id once, first slide first. */
export const adminHomeBannerOrderBodySchema = bodyObject({
  ids: z
    .array(z.number({ error: 'adminContentOrderInvalid' }).int('adminContentOrderInvalid').positive(), {
      error: 'adminContentOrderInvalid',
    })
    .min(1, 'adminContentOrderInvalid')
    .max(500, 'adminContentOrderInvalid')
    .refine((ids) => new Set(ids).size === ids.length, 'adminContentOrderInvalid'),
});

export const adminShowroomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameKm: z.string().nullable(),
  address: z.string(),
  addressKm: z.string().nullable(),
  phone: z.string(),
  weeklyHours: weeklyHoursSchema,
  description: z.string(),
  descriptionKm: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isHeadOffice: z.boolean(),
  isActive: z.boolean(),
  sort: z.number().int(),
});
export type AdminShowroom = z.infer<typeof adminShowroomSchema>;

const coordinate = (max: number) =>
  z
    .number({ error: 'adminContentCoordinatesInvalid' })
    .min(-max, 'adminContentCoordinatesInvalid')
    .max(max, 'adminContentCoordinatesInvalid')
    .nullish()
    .transform((value) => value ?? null);

export const adminShowroomBodySchema = bodyObject({
  name: requiredText('adminContentShowroomNameIsRequired', 150),
  nameKm: optionalText(150),
  address: requiredText('adminContentShowroomAddressIsRequired', 300),
  addressKm: optionalText(300),
  phone: z
    .string({ error: 'phoneIsRequired' })
    .trim()
    .min(1, 'phoneIsRequired')
    .regex(/^\+?[\d\s-]{8,20}$/, 'invalidPhoneNumber'),
  weeklyHours: weeklyHoursSchema,
  description: optionalText(2000),
  descriptionKm: optionalText(2000),
  latitude: coordinate(90),
  longitude: coordinate(180),
  image: optionalText(512),
  isActive: z.boolean({ error: 'badRequest' }).default(true),
}).superRefine((body, ctx) => {
  if ((body.latitude === null) !== (body.longitude === null))
    ctx.addIssue({ code: 'custom', message: 'adminContentCoordinatesInvalid', path: ['longitude'] });
});
export type AdminShowroomBody = z.input<typeof adminShowroomBodySchema>;

/** A coordinate typed by staff ("11.5564", " -104,92 ") as a number; blank is null; anything else is NaN. */
export const coordinateOf = (text: string): number | null => {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '') return null;
  return /^-?\d{1,3}(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
};

/** The showroom form, its coordinates as typed (see coordinateOf); then the body's rules. */
export const adminShowroomFormSchema = typedFormSchema(
  bodyObject({
    name: z.string({ error: 'badRequest' }),
    nameKm: z.string({ error: 'badRequest' }),
    address: z.string({ error: 'badRequest' }),
    addressKm: z.string({ error: 'badRequest' }),
    phone: z.string({ error: 'badRequest' }),
    weeklyHours: z.array(z.object({ opens: z.string(), closes: z.string() }), { error: 'badRequest' }),
    description: z.string({ error: 'badRequest' }),
    descriptionKm: z.string({ error: 'badRequest' }),
    latitude: z.string({ error: 'badRequest' }),
    longitude: z.string({ error: 'badRequest' }),
    image: z.string({ error: 'badRequest' }).nullable(),
    isActive: z.boolean({ error: 'badRequest' }),
  }),
  (form): AdminShowroomBody => ({
    ...form,
    weeklyHours: form.weeklyHours.map((day) =>
      day.opens.trim() || day.closes.trim() ? { opens: day.opens.trim(), closes: day.closes.trim() } : null,
    ),
    latitude: coordinateOf(form.latitude),
    longitude: coordinateOf(form.longitude),
  }),
  adminShowroomBodySchema,
);

export const quotationStatuses = ['new', 'answered', 'declined', 'closed'] as const;
export type QuotationStatus = (typeof quotationStatuses)[number];

export const adminQuotationQuerySchema = listQuerySchema.extend({
  status: z.enum(quotationStatuses, { error: 'badRequest' }).optional(),
});
export type AdminQuotationQuery = z.input<typeof adminQuotationQuerySchema>;

export const adminQuotationSchema = z.object({
  id: z.number().int(),
  status: z.enum(quotationStatuses),
  createdAt: z.string(),
  /** The account that asked, when it was signed in; guests leave only their name and phone. */
  userId: z.number().int().nullable(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  productId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  message: z.string().nullable(),
  quotedPriceCents: z.number().int().nullable(),
  answerMessage: z.string().nullable(),
  declineReason: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredByName: z.string().nullable(),
});
export type AdminQuotation = z.infer<typeof adminQuotationSchema>;

export const adminQuotationAnswerBodySchema = bodyObject({
  quotedPriceCents: adminCentsSchema('adminContentQuotedPriceInvalid'),
  message: requiredText('adminContentQuotationMessageIsRequired', 2000),
});
export type AdminQuotationAnswerBody = z.infer<typeof adminQuotationAnswerBodySchema>;

/**
 * The quote form: the price typed in dollars (blank or not an amount named first), then the body's rules in its
 * order; it makes the body itself.
 */
export const adminQuotationAnswerFormSchema = bodyObject({
  price: z
    .string({ error: 'adminContentQuotedPriceInvalid' })
    .transform((price, ctx) => {
      const cents = dollarsToCents(price);
      if (cents !== null) return cents;
      ctx.addIssue({
        code: 'custom',
        message: price.trim() ? amountErrorKey(price) : 'adminContentQuotedPriceInvalid',
      });
      return z.NEVER;
    })
    .pipe(adminQuotationAnswerBodySchema.shape.quotedPriceCents),
  message: adminQuotationAnswerBodySchema.shape.message,
}).transform(({ price, message }): AdminQuotationAnswerBody => ({ quotedPriceCents: price, message }));

export const adminQuotationDeclineBodySchema = bodyObject({
  reason: requiredText('adminContentDeclineReasonIsRequired', 2000),
});
export type AdminQuotationDeclineBody = z.infer<typeof adminQuotationDeclineBodySchema>;

/** Only a new request is answered or declined, once. */
export const quotationIsOpen = (status: QuotationStatus) => status === 'new';
