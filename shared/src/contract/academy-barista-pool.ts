import { z } from 'zod';
import { splitList, typedField, typedInt } from './academy-form-input';
import { calendarDate } from './academy-status';
import { bodyObject, listQuerySchema, optionalText, requiredText } from './common';

export const baristaAvailabilities = ['fullTime', 'partTime', 'weekends'] as const;
export type BaristaAvailability = (typeof baristaAvailabilities)[number];

/** A trained barista available for hire: the academy's graduates, and business partners' own staff. */
export const baristaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  skills: z.array(z.string()),
  experienceYears: z.number().int(),
  availability: z.enum(baristaAvailabilities),
  availableFrom: z.string(),
  location: z.string().nullable(),
  about: z.string().nullable(),
  /** Who posted it: the academy, or a business partner's shop. */
  postedBy: z.string(),
  /** The caller posted this entry. */
  own: z.boolean(),
});
export type Barista = z.infer<typeof baristaSchema>;

export const baristaPoolQuerySchema = listQuerySchema.extend({
  availability: z.enum(baristaAvailabilities, { error: 'badRequest' }).optional(),
});

/** `POST /barista-pool`: a business partner posts one of its own baristas. */
export const createBaristaBodySchema = bodyObject({
  name: requiredText('academyBaristaNameIsRequired', 100),
  photoUrl: optionalText(512),
  skills: z
    .array(
      z.string({ error: 'badRequest' }).trim().min(1, 'academySkillsAreRequired').max(50, 'textIsTooLong'),
      {
        error: 'academySkillsAreRequired',
      },
    )
    .min(1, 'academySkillsAreRequired')
    .max(20, 'academyTooManyEntries'),
  experienceYears: z
    .number({ error: 'academyExperienceYearsIsRequired' })
    .int('academyNumberMustBeWhole')
    .min(0, 'academyExperienceYearsIsRequired')
    .max(50, 'academyNumberIsTooLarge'),
  availability: z.enum(baristaAvailabilities, { error: 'academyAvailabilityIsRequired' }),
  availableFrom: calendarDate('academyAvailableFromIsRequired'),
  location: optionalText(150),
  about: optionalText(1000),
});
export type CreateBaristaBody = z.infer<typeof createBaristaBodySchema>;

/**
 * The form that posts a barista, with the body's rules: skills and years as typed (a comma-separated list, a
 * number), the availability select '' until one is chosen.
 */
export const createBaristaFormSchema = bodyObject({
  ...createBaristaBodySchema.shape,
  skills: typedField(splitList, createBaristaBodySchema.shape.skills),
  experienceYears: typedField(typedInt, createBaristaBodySchema.shape.experienceYears),
  availability: z.string({ error: 'badRequest' }).pipe(createBaristaBodySchema.shape.availability),
});
