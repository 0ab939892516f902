import { z } from 'zod';
import { dateTimeSchema, listQuerySchema } from './common';

/** Why a user's points changed: earned by a completed order, redeemed at checkout, given back by a cancellation. */
export const pointReasonSchema = z.enum(['earned', 'redeemed', 'refunded']);
export type PointReason = z.infer<typeof pointReasonSchema>;

/** GET point/history: one row of the points ledger, newest first; `points` is signed (redeemed is negative). */
export const pointHistoryItemSchema = z.object({
  id: z.number().int(),
  reason: pointReasonSchema,
  points: z.number().int(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  createdAt: dateTimeSchema,
});
export type PointHistoryItem = z.infer<typeof pointHistoryItemSchema>;

export const pointHistoryQuerySchema = listQuerySchema;
