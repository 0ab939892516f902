import { z } from 'zod';
import { candidateSchema } from './academy-candidate';
import { academyTicketStatuses, calendarDate, jobApplicationStatuses } from './academy-status';
import { academyTicketKinds, academyTicketSchema } from './academy-ticket';
import { jobApplicationSchema, vacancySchema } from './academy-vacancy';
import { dollarsToCents, typedFormSchema } from './admin-catalogue';
import { orderCustomerSchema } from './admin-orders';
import { bodyObject, listQuerySchema, optionalText, requiredText } from './common';

/** Training or barista requests of every customer, optionally of one status. */
export const adminAcademyRequestQuerySchema = listQuerySchema.extend({
  kind: z.enum(academyTicketKinds, { error: 'badRequest' }),
  status: z.enum(academyTicketStatuses, { error: 'badRequest' }).optional(),
});
export type AdminAcademyRequestQuery = z.infer<typeof adminAcademyRequestQuerySchema>;
export type AdminAcademyRequestFilter = Omit<AdminAcademyRequestQuery, 'limit' | 'offset'>;

export const adminAcademyRequestSchema = academyTicketSchema.extend({
  customer: orderCustomerSchema,
  /** The statuses the academy desk may move the request to now. */
  nextStatuses: z.array(z.enum(academyTicketStatuses)),
});
export type AdminAcademyRequest = z.infer<typeof adminAcademyRequestSchema>;

/** A move of a request; rejecting or cancelling tells the customer why. */
export const adminAcademyRequestMoveBodySchema = bodyObject({
  status: z.enum(academyTicketStatuses, { error: 'badRequest' }),
  remark: optionalText(500),
}).refine((body) => !['Rejected', 'Cancelled'].includes(body.status) || body.remark !== undefined, {
  message: 'adminAcademyReasonIsRequired',
  path: ['remark'],
});
export type AdminAcademyRequestMoveBody = z.infer<typeof adminAcademyRequestMoveBodySchema>;

export const vacancyStates = ['all', 'open', 'closed'] as const;

export const adminVacancyQuerySchema = listQuerySchema.extend({
  state: z.enum(vacancyStates, { error: 'badRequest' }).default('all'),
});
export type AdminVacancyQuery = z.infer<typeof adminVacancyQuerySchema>;

/** A vacancy as the recruiter sees it: open or closed, with how many applied. */
export const adminVacancySchema = vacancySchema.omit({ myApplicationStatus: true }).extend({
  isOpen: z.boolean(),
  applicationCount: z.number().int(),
});
export type AdminVacancy = z.infer<typeof adminVacancySchema>;

const salaryCents = z
  .number({ error: 'academySalaryIsRequired' })
  .int('academyInvalidSalary')
  .min(1, 'academyInvalidSalary')
  .max(100_000_00, 'academyInvalidSalary');

/** Posting or editing a vacancy; salaries in cents a month. The API refuses a closing day in the past. */
export const adminVacancyBodySchema = bodyObject({
  companyName: requiredText('adminAcademyCompanyIsRequired', 150),
  shopDescription: requiredText('adminAcademyShopDescriptionIsRequired', 1000),
  position: requiredText('academyPositionIsRequired', 100),
  location: optionalText(150),
  salaryMin: salaryCents,
  salaryMax: salaryCents,
  numberOfHiring: z
    .number({ error: 'academyNumberOfHiringIsRequired' })
    .int('academyNumberMustBeWhole')
    .min(1, 'academyNumberMustBeAboveZero')
    .max(100, 'academyNumberIsTooLarge'),
  closingDate: calendarDate('academyInvalidDate').nullish(),
}).refine((body) => body.salaryMax > body.salaryMin, {
  message: 'academyMaxSalaryMustBeAboveMin',
  path: ['salaryMax'],
});
export type AdminVacancyBody = z.infer<typeof adminVacancyBodySchema>;
export type AdminVacancyInput = z.input<typeof adminVacancyBodySchema>;

const isBlank = (text: string) => text.trim() === '';

/**
 * The vacancy form as typed: salaries in dollars, the number of hiring as text, a blank closing day as none. Typed
 * amounts that are not numbers are named first, then the body's rules.
 */
export const adminVacancyFormSchema = typedFormSchema(
  bodyObject({
    companyName: z.string({ error: 'badRequest' }),
    shopDescription: z.string({ error: 'badRequest' }),
    position: z.string({ error: 'badRequest' }),
    location: z.string({ error: 'badRequest' }),
    salaryMin: z.string({ error: 'badRequest' }),
    salaryMax: z.string({ error: 'badRequest' }),
    numberOfHiring: z.string({ error: 'badRequest' }),
    closingDate: z.string({ error: 'badRequest' }),
  }).superRefine((form, ctx) => {
    const salary = [form.salaryMin, form.salaryMax].findIndex(
      (text) => !isBlank(text) && dollarsToCents(text) === null,
    );
    if (salary !== -1)
      return ctx.addIssue({
        code: 'custom',
        message: 'academyInvalidSalary',
        path: [salary === 0 ? 'salaryMin' : 'salaryMax'],
      });
    if (!isBlank(form.numberOfHiring) && !/^\d{1,4}$/.test(form.numberOfHiring.trim()))
      ctx.addIssue({ code: 'custom', message: 'academyNumberMustBeWhole', path: ['numberOfHiring'] });
  }),
  (form): AdminVacancyInput => ({
    companyName: form.companyName,
    shopDescription: form.shopDescription,
    position: form.position,
    location: form.location,
    // Left out when blank, so the body's rules answer with the field's "is required" key.
    salaryMin: (isBlank(form.salaryMin) ? undefined : dollarsToCents(form.salaryMin)) as number,
    salaryMax: (isBlank(form.salaryMax) ? undefined : dollarsToCents(form.salaryMax)) as number,
    numberOfHiring: (isBlank(form.numberOfHiring) ? undefined : Number(form.numberOfHiring)) as number,
    closingDate: form.closingDate.trim() || null,
  }),
  adminVacancyBodySchema,
);

export const candidateStates = ['all', 'active', 'expired'] as const;

/** Every CV, expired ones included; `q` matches name, phone, position and skills. */
export const adminCandidateQuerySchema = listQuerySchema.extend({
  q: z.string({ error: 'badRequest' }).trim().max(100, 'textIsTooLong').optional(),
  state: z.enum(candidateStates, { error: 'badRequest' }).default('all'),
});
export type AdminCandidateQuery = z.infer<typeof adminCandidateQuerySchema>;

export const adminCandidateSummarySchema = candidateSchema
  .pick({
    id: true,
    firstName: true,
    lastName: true,
    gender: true,
    age: true,
    phone: true,
    position: true,
    location: true,
    expectedSalaryMin: true,
    expectedSalaryMax: true,
    renewedAt: true,
    expiresAt: true,
    expired: true,
  })
  .extend({ applicationCount: z.number().int() });
export type AdminCandidateSummary = z.infer<typeof adminCandidateSummarySchema>;

/** One CV with the candidate's applications. */
export const adminCandidateDetailSchema = candidateSchema.extend({
  applications: z.array(jobApplicationSchema),
});
export type AdminCandidateDetail = z.infer<typeof adminCandidateDetailSchema>;

export const adminApplicationQuerySchema = listQuerySchema.extend({
  status: z.enum(jobApplicationStatuses, { error: 'badRequest' }).optional(),
});
export type AdminApplicationQuery = z.infer<typeof adminApplicationQuerySchema>;
export type AdminApplicationFilter = Omit<AdminApplicationQuery, 'limit' | 'offset'>;

/** An application to one vacancy, with the candidate behind it. */
export const adminApplicationSchema = jobApplicationSchema.extend({
  candidate: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    position: z.string(),
    expired: z.boolean(),
  }),
  nextStatuses: z.array(z.enum(jobApplicationStatuses)),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

/** A move of an application; rejecting tells the candidate why. */
export const adminApplicationMoveBodySchema = bodyObject({
  status: z.enum(jobApplicationStatuses, { error: 'badRequest' }),
  remark: optionalText(500),
}).refine((body) => body.status !== 'Rejected' || body.remark !== undefined, {
  message: 'adminAcademyReasonIsRequired',
  path: ['remark'],
});
export type AdminApplicationMoveBody = z.infer<typeof adminApplicationMoveBodySchema>;
