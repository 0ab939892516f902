import { z } from 'zod';
import { splitList, typedCents, typedField, typedInt } from './academy-form-input';
import { academyToday, academyYear, calendarDate } from './academy-status';
import { genderSchema } from './account';
import { bodyObject, listQuerySchema, optionalText, requiredText } from './common';
import { isEmail, isLocalPhone, toLocalPhone } from './identifiers';

/** A CV stays in the candidate pool for a month after it was created or last renewed (spec section 5). */
export const cvValidityMonths = 1;

const year = z
  .number({ error: 'academyInvalidYear' })
  .int('academyInvalidYear')
  .min(1950, 'academyInvalidYear')
  .max(2100, 'academyInvalidYear');

const startBeforeEnd = (entry: { startYear: number; endYear?: number | null | undefined }) =>
  entry.endYear === null || entry.endYear === undefined || entry.startYear < entry.endYear;
const startBeforeEndRule = { message: 'academyStartYearMustBeBeforeEndYear', path: ['endYear'] };

export const educationSchema = z
  .object(
    {
      school: requiredText('academySchoolIsRequired', 150),
      degree: optionalText(150),
      startYear: year,
      /** Null while still studying. */
      endYear: year.nullish(),
    },
    { error: 'badRequest' },
  )
  .refine(startBeforeEnd, startBeforeEndRule);

export const experienceSchema = z
  .object(
    {
      company: requiredText('academyCompanyIsRequired', 150),
      position: requiredText('academyPositionIsRequired', 100),
      startYear: year,
      /** Null for the current job. */
      endYear: year.nullish(),
      description: optionalText(500),
    },
    { error: 'badRequest' },
  )
  .refine(startBeforeEnd, startBeforeEndRule);

const maxAboveMin = (body: { expectedSalaryMin: number; expectedSalaryMax: number }) =>
  body.expectedSalaryMax > body.expectedSalaryMin;
const maxAboveMinRule = { message: 'academyMaxSalaryMustBeAboveMin', path: ['expectedSalaryMax'] };

const salaryCents = z
  .number({ error: 'academySalaryIsRequired' })
  .int('academyInvalidSalary')
  .min(1, 'academyInvalidSalary')
  .max(100_000_00, 'academyInvalidSalary');

/**
 * `POST /candidate` and `PUT /candidate/me`: the job seeker's CV. Checked in this order, first failure wins:
 * photo, names, gender, birthday, phone, e-mail, position, education, experience, skills, salary range
 * (maximum above minimum). The rules that need today's date are in `candidateTimeIssue`.
 */
export const candidateBodySchema = bodyObject({
  photoUrl: requiredText('academyPhotoIsRequired', 512),
  firstName: requiredText('firstNameIsRequired'),
  lastName: requiredText('lastNameIsRequired'),
  gender: genderSchema,
  birthday: calendarDate('academyBirthdayIsRequired'),
  phone: z
    .string({ error: 'academyPhoneIsRequired' })
    .trim()
    .min(1, 'academyPhoneIsRequired')
    .max(20, 'invalidPhoneNumber')
    .transform((value, ctx) => {
      const local = toLocalPhone(value);
      if (!local || !isLocalPhone(local)) {
        ctx.addIssue({ code: 'custom', message: 'invalidPhoneNumber' });
        return z.NEVER;
      }
      return local;
    }),
  email: optionalText(150).refine((value) => !value || isEmail(value), 'invalidEmailAddress'),
  position: requiredText('academyDesiredPositionIsRequired', 100),
  location: optionalText(150),
  about: optionalText(1000),
  educations: z.array(educationSchema, { error: 'badRequest' }).max(10, 'academyTooManyEntries'),
  experiences: z.array(experienceSchema, { error: 'badRequest' }).max(10, 'academyTooManyEntries'),
  skills: z
    .array(
      z.string({ error: 'badRequest' }).trim().min(1, 'academySkillsAreRequired').max(50, 'textIsTooLong'),
      {
        error: 'academySkillsAreRequired',
      },
    )
    .min(1, 'academySkillsAreRequired')
    .max(20, 'academyTooManyEntries'),
  expectedSalaryMin: salaryCents,
  expectedSalaryMax: salaryCents,
}).refine(maxAboveMin, maxAboveMinRule);
export type CandidateBody = z.infer<typeof candidateBodySchema>;
export type CandidateInput = z.input<typeof candidateBodySchema>;

type TimedFields = {
  birthday: string;
  educations: { startYear: number; endYear?: number | null | undefined }[];
  experiences: { startYear: number; endYear?: number | null | undefined }[];
};

/** The first broken date rule with the field it marks (`educations.0.endYear`), or null. */
const candidateTimeFailure = (body: TimedFields, now: Date) => {
  const fail = (message: string, ...path: (string | number)[]) => ({ message, path });
  if (body.birthday >= academyToday(now)) return fail('academyBirthdayMustBeBeforeToday', 'birthday');
  const thisYear = academyYear(now);
  for (const list of ['educations', 'experiences'] as const) {
    for (const [index, entry] of body[list].entries()) {
      if (entry.startYear > thisYear)
        return fail('academyStartYearCannotBeAfterThisYear', list, index, 'startYear');
      if (entry.endYear !== null && entry.endYear !== undefined && entry.endYear > thisYear)
        return fail('academyEndYearCannotBeAfterThisYear', list, index, 'endYear');
    }
  }
  return null;
};

/**
 * Spec section 5's date rules, against the academy's calendar: the birthday is before today; no start or end
 * year is after this year. The message key of the first broken rule, or null.
 */
export const candidateTimeIssue = (body: TimedFields, now: Date): string | null =>
  candidateTimeFailure(body, now)?.message ?? null;

/** A year typed in a form row; a blank end year means "still there". */
const typedYear = (typed: string) => (typed.trim() === '' ? null : typedInt(typed));
const yearRow = {
  startYear: typedField(typedInt, year),
  endYear: typedField(typedYear, year.nullish()),
};

/**
 * The CV form: what was typed (years, a comma-separated skill list, dollars; the gender select '' until one is
 * chosen; the photo's upload key as `photoUrl`), checked by the body's rules in their order, then the date rules
 * against `now`, read when the form is checked.
 */
export const candidateFormSchema = (now: () => Date) =>
  bodyObject({
    ...candidateBodySchema.shape,
    gender: z.string({ error: 'badRequest' }).pipe(genderSchema),
    educations: z
      .array(
        z
          .object({ ...educationSchema.shape, ...yearRow }, { error: 'badRequest' })
          .refine(startBeforeEnd, startBeforeEndRule),
        { error: 'badRequest' },
      )
      .max(10, 'academyTooManyEntries'),
    experiences: z
      .array(
        z
          .object({ ...experienceSchema.shape, ...yearRow }, { error: 'badRequest' })
          .refine(startBeforeEnd, startBeforeEndRule),
        { error: 'badRequest' },
      )
      .max(10, 'academyTooManyEntries'),
    skills: typedField(splitList, candidateBodySchema.shape.skills),
    expectedSalaryMin: typedField(typedCents, salaryCents),
    expectedSalaryMax: typedField(typedCents, salaryCents),
  })
    .refine(maxAboveMin, maxAboveMinRule)
    .superRefine((cv, ctx) => {
      const failure = candidateTimeFailure(cv, now());
      if (failure) ctx.addIssue({ code: 'custom', ...failure });
    });

const educationOut = z.object({
  school: z.string(),
  degree: z.string().nullable(),
  startYear: z.number().int(),
  endYear: z.number().int().nullable(),
});
const experienceOut = z.object({
  company: z.string(),
  position: z.string(),
  startYear: z.number().int(),
  endYear: z.number().int().nullable(),
  description: z.string().nullable(),
});

/** A CV as its owner and business partners see it. Salaries in cents. */
export const candidateSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  gender: genderSchema,
  birthday: z.string(),
  age: z.number().int(),
  phone: z.string(),
  email: z.string().nullable(),
  photoUrl: z.string().nullable(),
  position: z.string(),
  location: z.string().nullable(),
  about: z.string().nullable(),
  educations: z.array(educationOut),
  experiences: z.array(experienceOut),
  skills: z.array(z.string()),
  expectedSalaryMin: z.number().int(),
  expectedSalaryMax: z.number().int(),
  renewedAt: z.string(),
  expiresAt: z.string(),
  /** Past its month without renewal: out of the pool until renewed. */
  expired: z.boolean(),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const candidatePoolItemSchema = candidateSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  gender: true,
  age: true,
  photoUrl: true,
  position: true,
  location: true,
  skills: true,
  expectedSalaryMin: true,
  expectedSalaryMax: true,
  renewedAt: true,
});
export type CandidatePoolItem = z.infer<typeof candidatePoolItemSchema>;

/** `GET /candidate`: business partners browse CVs that are in date; `q` matches name, position and skills. */
export const candidatePoolQuerySchema = listQuerySchema.extend({
  q: z.string({ error: 'badRequest' }).trim().max(100, 'textIsTooLong').optional(),
});
export type CandidatePoolQuery = z.infer<typeof candidatePoolQuerySchema>;

/** `GET /candidate/me`: the caller's CV, or null before they made one. */
export const myCandidateSchema = candidateSchema.nullable();
