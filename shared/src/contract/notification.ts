import { z } from 'zod';
import { dateTimeSchema } from './common';

/** general: news for everyone; ads: points at a popup banner (refId); transaction: about the user's own business. */
export const notificationTypes = ['general', 'ads', 'transaction'] as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypes),
  title: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  refId: z.number().int().nullable(),
  /** True for a notification addressed to this user alone. */
  personal: z.boolean(),
  isRead: z.boolean(),
  createdAt: dateTimeSchema,
});
export type Notification = z.infer<typeof notificationSchema>;
