import { z } from 'zod';
import { bodyId, bodyObject, listQuerySchema, optionalText, requiredText } from './common';
import { phnomPenhDateTime, phnomPenhInstant, phnomPenhText } from './opening-hours';

/** Spec section 9: technicians visit from 7 AM to 10 PM, Phnom Penh time (UTC+7 all year, no daylight saving). */
export const technicianHours = { opensAt: '07:00', closesAt: '22:00' } as const;
export const serviceTimeZoneOffset = '+07:00';
export const maxCheckupPhotos = 5;

/** A ticket's life. Only the customer's cancel is an API call; staff move the rest through the service desk. */
export const serviceTicketStatuses = [
  'Submitted',
  'Scheduled',
  'InProgress',
  'Completed',
  'Cancelled',
  'Rejected',
] as const;
export type ServiceTicketStatus = (typeof serviceTicketStatuses)[number];

/** Which status may follow which; anything not listed is refused. */
export const serviceTicketTransitions: Record<ServiceTicketStatus, readonly ServiceTicketStatus[]> = {
  Submitted: ['Scheduled', 'Cancelled', 'Rejected'],
  // Scheduled again: the service desk moves the visit to another time or technician.
  Scheduled: ['Scheduled', 'InProgress', 'Rejected'],
  InProgress: ['Completed'],
  Completed: [],
  Cancelled: [],
  Rejected: [],
};

export const canMoveTicket = (from: ServiceTicketStatus, to: ServiceTicketStatus) =>
  serviceTicketTransitions[from].includes(to);

export type TicketMover = 'customer' | 'staff';

/** Who makes which move of the table: the customer only cancels; the service desk makes every other move. */
export const ticketMovesOf = (status: ServiceTicketStatus, by: TicketMover): ServiceTicketStatus[] =>
  serviceTicketTransitions[status].filter((to) => (to === 'Cancelled') === (by === 'customer'));

export const canTicketMoveBy = (from: ServiceTicketStatus, to: ServiceTicketStatus, by: TicketMover) =>
  ticketMovesOf(from, by).includes(to);

/** The customer may cancel while no technician is scheduled yet. */
export const canCancelTicket = (status: ServiceTicketStatus) =>
  canTicketMoveBy(status, 'Cancelled', 'customer');

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** 'HH:mm' from opening time up to, not including, closing time. */
export const isWithinTechnicianHours = (time: string) =>
  timePattern.test(time) && time >= technicianHours.opensAt && time < technicianHours.closesAt;

/** A real calendar day written YYYY-MM-DD. */
export const isCalendarDate = (date: string) => {
  if (!datePattern.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};

/** The instant a visit on `date` at `time` in Phnom Penh starts. */
export const visitInstant = phnomPenhInstant;

/** The Phnom Penh day (YYYY-MM-DD) and time (HH:mm) of an instant: the inverse of `visitInstant`. */
export const visitDateTime = (at: Date | string) => {
  const { date, time } = phnomPenhDateTime(at);
  return { date, time };
};

/** A visit as people read it: day-month-year and the 24-hour time in Phnom Penh ("04-03-2025 08:30"). */
export const visitText = phnomPenhText;

/** Half-hour visit slots inside technician hours: 07:00 … 21:30. */
export const technicianTimeSlots = (() => {
  const slots: string[] = [];
  for (let hour = 7; hour < 22; hour++) {
    for (const minute of ['00', '30']) slots.push(`${String(hour).padStart(2, '0')}:${minute}`);
  }
  return slots;
})();

const preferredDate = z
  .string({ error: 'checkupPreferredDateIsRequired' })
  .trim()
  .min(1, 'checkupPreferredDateIsRequired')
  .refine(isCalendarDate, 'checkupPreferredDateIsInvalid');

const preferredTime = z
  .string({ error: 'checkupPreferredTimeIsRequired' })
  .trim()
  .min(1, 'checkupPreferredTimeIsRequired')
  .refine(isWithinTechnicianHours, 'checkupTimeOutsideTechnicianHours');

/** A service package (a ticket type of group PACKAGE) or the one-off check-up (CHECKUP). */
export const serviceTicketTypeSchema = z.object({
  id: z.number().int(),
  code: z.enum(['PACKAGE', 'CHECKUP']),
  name: z.string(),
  description: z.string(),
  /** What the package covers, one line each. */
  covers: z.array(z.string()),
  checkupsPerMonth: z.number().int(),
  /** Monthly price in cents; null for a check-up priced on site. */
  priceCents: z.number().int().nullable(),
});
export type ServiceTicketType = z.infer<typeof serviceTicketTypeSchema>;

/** An equipment type (espresso machine, grinder …) serviced under a ticket type. */
export const equipmentCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type EquipmentCategory = z.infer<typeof equipmentCategorySchema>;

export const categoryByTicketTypeQuerySchema = z.object({
  ticketTypeId: z.coerce
    .number({ error: 'invalidId' })
    .int('invalidId')
    .positive('invalidId')
    .max(2_147_483_647),
});

/** One model in the equipment catalogue. */
export const equipmentSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  brand: z.string(),
  model: z.string(),
});
export type Equipment = z.infer<typeof equipmentSchema>;

export const equipmentQuerySchema = listQuerySchema.extend({
  limit: z.coerce
    .number({ error: 'invalidLimit' })
    .int('invalidLimit')
    .min(1, 'invalidLimit')
    .max(200, 'invalidLimit')
    .default(200),
  categoryId: z.coerce
    .number({ error: 'invalidId' })
    .int('invalidId')
    .positive('invalidId')
    .max(2_147_483_647, 'invalidId')
    .optional(),
});

const visitFields = {
  addressId: bodyId('checkupAddressIsRequired'),
  preferredDate,
  preferredTime,
};

/** Subscribing to a package: the first visit's place and time. */
export const packageTicketBodySchema = bodyObject({
  kind: z.literal('package', { error: 'badRequest' }),
  ticketTypeId: bodyId('servicePackageIsRequired'),
  ...visitFields,
  note: optionalText(1000),
});

/** A one-off check-up: what the equipment is, what is wrong, pictures, where and when. */
export const checkupTicketBodySchema = bodyObject({
  kind: z.literal('checkup', { error: 'badRequest' }),
  equipmentCategoryId: bodyId('checkupEquipmentTypeIsRequired'),
  /** Chosen from the catalogue; brand and model are then taken from it. */
  equipmentId: bodyId('checkupEquipmentModelIsRequired').nullish(),
  brand: requiredText('checkupBrandIsRequired', 100),
  model: requiredText('checkupModelIsRequired', 100),
  problem: requiredText('checkupProblemIsRequired', 2000),
  /** Keys from upload/presign (type 'service'). */
  photos: z
    .array(z.string({ error: 'checkupPhotoIsInvalid' }).max(300, 'checkupPhotoIsInvalid'), {
      error: 'badRequest',
    })
    .max(maxCheckupPhotos, 'checkupTooManyPhotos')
    .default([]),
  ...visitFields,
});

export const createServiceTicketBodySchema = z.discriminatedUnion(
  'kind',
  [packageTicketBodySchema, checkupTicketBodySchema],
  { error: 'badRequest' },
);
export type CreateServiceTicketBody = z.infer<typeof createServiceTicketBodySchema>;
export type PackageTicketBody = z.infer<typeof packageTicketBodySchema>;
export type CheckupTicketBody = z.infer<typeof checkupTicketBodySchema>;

/**
 * The check-up form as it holds its fields (select values, typed text, the photos picked with their upload), checked
 * by the body's rules: a model chosen from the catalogue (as loaded when the form is checked) brings its brand and
 * model, else the typed ones are sent; only uploaded photos (their keys) are sent.
 */
export const checkupTicketFormSchema = <Photo extends { key?: string }>(
  catalogue: () => readonly Equipment[],
) =>
  z
    .object({
      equipmentCategoryId: z.string(),
      equipmentId: z.string(),
      brand: z.string(),
      model: z.string(),
      problem: z.string(),
      photos: z.array(z.custom<Photo>()),
      addressId: z.string(),
      preferredDate: z.string(),
      preferredTime: z.string(),
    })
    .transform(({ equipmentId, brand, model, photos, ...form }): z.input<typeof checkupTicketBodySchema> => {
      const chosen = catalogue().find((item) => String(item.id) === equipmentId);
      return {
        ...form,
        kind: 'checkup',
        equipmentId: chosen ? chosen.id : null,
        brand: chosen ? chosen.brand : brand,
        model: chosen ? chosen.model : model,
        photos: photos.flatMap((photo) => (photo.key ? [photo.key] : [])),
      };
    })
    .pipe(checkupTicketBodySchema);

export const serviceTicketStatusChangeSchema = z.object({
  status: z.enum(serviceTicketStatuses),
  remark: z.string().nullable(),
  changedAt: z.string(),
});

export const serviceTicketSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(['package', 'checkup']),
  typeName: z.string(),
  status: z.enum(serviceTicketStatuses),
  /** Equipment in one line ("Espresso machine · La Marzocco Linea Mini"), or the package's name. */
  subject: z.string(),
  preferredAt: z.string(),
  scheduledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  canCancel: z.boolean(),
});
export type ServiceTicketSummary = z.infer<typeof serviceTicketSummarySchema>;

export const serviceTicketSchema = serviceTicketSummarySchema.extend({
  priceCents: z.number().int().nullable(),
  equipmentCategory: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  problem: z.string().nullable(),
  note: z.string().nullable(),
  photoUrls: z.array(z.string()),
  address: z.object({ name: z.string(), detail: z.string() }),
  technicianName: z.string().nullable(),
  technicianPhone: z.string().nullable(),
  technicianRemark: z.string().nullable(),
  history: z.array(serviceTicketStatusChangeSchema),
});
export type ServiceTicket = z.infer<typeof serviceTicketSchema>;

export const serviceHistoryQuerySchema = listQuerySchema.extend({
  status: z.enum(serviceTicketStatuses, { error: 'badRequest' }).optional(),
});
export type ServiceHistoryQuery = z.infer<typeof serviceHistoryQuerySchema>;
