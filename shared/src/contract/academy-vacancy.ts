import { z } from 'zod';
import { jobApplicationStatuses, statusChangeSchema } from './academy-status';
import { bodyId, bodyObject, listQuerySchema, optionalText } from './common';

/** An open position a shop announced through the academy. Salaries in cents per month. */
export const vacancySchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  shopDescription: z.string(),
  position: z.string(),
  location: z.string().nullable(),
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  numberOfHiring: z.number().int(),
  /** Last day to apply (YYYY-MM-DD), or null when open until filled. */
  closingDate: z.string().nullable(),
  postedAt: z.string(),
  /** The caller's application status for this vacancy; null when they have not applied (or are a guest). */
  myApplicationStatus: z.enum(jobApplicationStatuses).nullable(),
});
export type Vacancy = z.infer<typeof vacancySchema>;

export const vacancyListQuerySchema = listQuerySchema;

/** `POST /apply-job`: apply with one's CV (it must be in date); once per vacancy. */
export const applyJobBodySchema = bodyObject({
  vacancyId: bodyId('academyVacancyIsRequired'),
  coverNote: optionalText(1000),
});
export type ApplyJobBody = z.infer<typeof applyJobBodySchema>;

export const jobApplicationSchema = z.object({
  id: z.number().int(),
  vacancy: z.object({
    id: z.number().int(),
    companyName: z.string(),
    position: z.string(),
    location: z.string().nullable(),
  }),
  coverNote: z.string().nullable(),
  status: z.enum(jobApplicationStatuses),
  appliedAt: z.string(),
  history: z.array(statusChangeSchema(jobApplicationStatuses)),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;
