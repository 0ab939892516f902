import { z } from 'zod';

/** Success envelope of every /client answer: `{ data, message: 'ok' }`. */
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string() });

export const listMetaSchema = z.object({
  limit: z.number().int(),
  offset: z.number().int(),
  total: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** List envelope: `{ data: [...], message, meta: { limit, offset, total } }`. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), message: z.string(), meta: listMetaSchema });

/** Error envelope of spec section 8: HTTP status plus `{ statusCode, code, error, message }`. */
export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  code: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
