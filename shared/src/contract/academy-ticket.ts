import { z } from 'zod';
import { typedField, typedInt } from './academy-form-input';
import {
  academyTicketStatuses,
  academyToday,
  calendarDate,
  isoDatePattern,
  statusChangeSchema,
} from './academy-status';
import { bodyId, bodyObject, listQuerySchema, optionalText, requiredText } from './common';
import { isLocalPhone, toLocalPhone } from './identifiers';

/** `GET /ticket/type`: the academy's training types, each with its child types (courses). */
export const ticketTypeChildSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  durationHours: z.number().int().nullable(),
  /** Fee per trainee in cents; null when on request. */
  feeCents: z.number().int().nullable(),
});
export const ticketTypeSchema = ticketTypeChildSchema.extend({ children: z.array(ticketTypeChildSchema) });
export type TicketType = z.infer<typeof ticketTypeSchema>;
export type TicketTypeChild = z.infer<typeof ticketTypeChildSchema>;

export const ticketTypeChildrenQuerySchema = z.object({ parentId: bodyId('invalidId') });

export const academyTicketKinds = ['training', 'barista'] as const;
export type AcademyTicketKind = (typeof academyTicketKinds)[number];

export const maxTraineesPerRequest = 30;
export const maxBaristasPerRequest = 20;

const count = (requiredKey: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value),
    z
      .number({ error: requiredKey })
      .int('academyNumberMustBeWhole')
      .min(1, 'academyNumberMustBeAboveZero')
      .max(max, 'academyNumberIsTooLarge'),
  );

const phone = z
  .string({ error: 'academyContactPhoneIsRequired' })
  .trim()
  .min(1, 'academyContactPhoneIsRequired')
  .max(20, 'invalidPhoneNumber')
  .transform((value, ctx) => {
    const local = toLocalPhone(value);
    if (!local || !isLocalPhone(local)) {
      ctx.addIssue({ code: 'custom', message: 'invalidPhoneNumber' });
      return z.NEVER;
    }
    return local;
  });

/** `POST /training/ticket`: train staff on a course (a child training type). The date must not be in the past. */
export const trainingTicketBodySchema = bodyObject({
  ticketTypeId: bodyId('academyTrainingTypeIsRequired'),
  numberOfPeople: count('academyNumberOfPeopleIsRequired', maxTraineesPerRequest),
  preferredDate: calendarDate('academyPreferredDateIsRequired'),
  remark: optionalText(500),
});
export type TrainingTicketBody = z.infer<typeof trainingTicketBodySchema>;

/** `POST /academy/ticket`: a business partner asks the academy for baristas. */
export const baristaTicketBodySchema = bodyObject({
  numberOfHiring: count('academyNumberOfHiringIsRequired', maxBaristasPerRequest),
  shopName: requiredText('academyShopNameIsRequired', 150),
  contactPerson: requiredText('academyContactPersonIsRequired', 100),
  contactPhone: phone,
  startDate: calendarDate('academyStartDateIsRequired'),
  remark: optionalText(500),
});
export type BaristaTicketBody = z.infer<typeof baristaTicketBodySchema>;

/** The date a request may not precede: today (the academy's calendar). Both sides check it with their clock. */
export const isNotBefore = (date: string, today: string) => isoDatePattern.test(date) && date >= today;

/** After the body's rules, the form's date may not be in the past; `now` is read when the form is checked. */
const notInThePast =
  <Field extends string>(field: Field, now: () => Date) =>
  (form: Record<Field, string>, ctx: z.RefinementCtx) => {
    if (!isNotBefore(form[field], academyToday(now())))
      ctx.addIssue({ code: 'custom', message: 'academyDateCannotBeInThePast', path: [field] });
  };

/** The training request form: the number of people as typed, then the body's rules and a date not in the past. */
export const trainingTicketFormSchema = (now: () => Date) =>
  bodyObject({
    ...trainingTicketBodySchema.shape,
    numberOfPeople: typedField(typedInt, trainingTicketBodySchema.shape.numberOfPeople),
  }).superRefine(notInThePast('preferredDate', now));

/** The barista request form: the number of hiring as typed, then the body's rules and a start not in the past. */
export const baristaTicketFormSchema = (now: () => Date) =>
  bodyObject({
    ...baristaTicketBodySchema.shape,
    numberOfHiring: typedField(typedInt, baristaTicketBodySchema.shape.numberOfHiring),
  }).superRefine(notInThePast('startDate', now));

export const academyTicketSchema = z.object({
  id: z.number().int(),
  kind: z.enum(academyTicketKinds),
  /** Training: the course asked for, with its parent type's name. */
  trainingType: z
    .object({ id: z.number().int(), name: z.string(), parentName: z.string().nullable() })
    .nullable(),
  numberOfPeople: z.number().int(),
  shopName: z.string().nullable(),
  contactPerson: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** Training: preferred date; barista: wished start date (YYYY-MM-DD). */
  date: z.string(),
  remark: z.string().nullable(),
  status: z.enum(academyTicketStatuses),
  createdAt: z.string(),
  history: z.array(statusChangeSchema(academyTicketStatuses)),
});
export type AcademyTicket = z.infer<typeof academyTicketSchema>;

/** `GET /academy/history?type=training|barista`: the caller's own requests, newest first. */
export const academyHistoryQuerySchema = listQuerySchema.extend({
  type: z.enum(academyTicketKinds, { error: 'badRequest' }),
});
export type AcademyHistoryQuery = z.infer<typeof academyHistoryQuerySchema>;
