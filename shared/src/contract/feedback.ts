import { z } from 'zod';
import { bodyObject, dateTimeSchema } from './common';

export const feedbackBodySchema = bodyObject({
  rating: z
    .number({ error: 'ratingIsRequired' })
    .int('ratingMustBeFrom1To5')
    .min(1, 'ratingMustBeFrom1To5')
    .max(5, 'ratingMustBeFrom1To5'),
  comment: z
    .string({ error: 'commentIsRequired' })
    .trim()
    .min(1, 'commentIsRequired')
    .max(2000, 'textIsTooLong'),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

export const feedbackSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: dateTimeSchema,
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** The feedback form: the body's rules, with a rating of 0 (no star chosen yet) asked for as a missing one. */
export const feedbackFormSchema = bodyObject({
  rating: z
    .number({ error: 'ratingIsRequired' })
    .transform((rating) => rating || undefined)
    .pipe(feedbackBodySchema.shape.rating),
  comment: feedbackBodySchema.shape.comment,
});
