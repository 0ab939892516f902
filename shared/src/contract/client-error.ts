import { z } from 'zod';
import { bodyObject } from './common';

/** What the portal reports when it did not load a section: which one, why, and on which page. */
export const clientErrorBodySchema = bodyObject({
  section: z.string({ error: 'badRequest' }).trim().min(1, 'badRequest').max(40, 'textIsTooLong'),
  reason: z.string({ error: 'badRequest' }).trim().min(1, 'badRequest').max(2000, 'textIsTooLong'),
  page: z.string().max(2000, 'textIsTooLong').optional(),
});
export type ClientErrorBody = z.infer<typeof clientErrorBodySchema>;
