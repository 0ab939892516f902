import { z } from 'zod';

/** Postgres `integer`: ids outside it are answered 404/400, never passed to the database. */
export const maxId = 2_147_483_647;

/** A required text field whose absence, wrong type or blankness answers `key`. */
export const requiredText = (key: string, max = 100) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'textIsTooLong');

/** An optional text field; blank counts as absent (undefined). */
export const optionalText = (max = 255) =>
  z
    .string({ error: 'badRequest' })
    .trim()
    .max(max, 'textIsTooLong')
    .nullish()
    .transform((value) => value || undefined);

/** An optional value the clients send as '' or null when they have none (spec section 3): read as absent. */
export const blankAsAbsent = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const idSchema = z.coerce
  .number({ error: 'invalidId' })
  .int('invalidId')
  .positive('invalidId')
  .max(maxId, 'invalidId');

/** An id in a body: a number, or a string of digits (a select box's value); `true` or `[]` are not ids. */
export const bodyId = (key: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z.number({ error: key }).int(key).positive(key).max(maxId, key),
  );

export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** `true`/`1` and `false`/`0`, as query strings carry booleans. */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'badRequest' })
  .transform((value) => value === 'true' || value === '1');

/** Spec section 7: limit defaults to 10; `page` is dropped by the client. */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'invalidLimit' })
    .int('invalidLimit')
    .min(1, 'invalidLimit')
    .max(200, 'invalidLimit')
    .default(10),
  offset: z.coerce
    .number({ error: 'invalidOffset' })
    .int('invalidOffset')
    .min(0, 'invalidOffset')
    .max(maxId, 'invalidOffset')
    .default(0),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A request body must be a JSON object; anything else answers `badRequest`. */
export const bodyObject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: 'badRequest' });

/** An answer with no data: `{ data: null, message: 'ok' }`. */
export const emptyDataSchema = z.null();

/** ISO-8601 date-time as sent over the wire. */
export const dateTimeSchema = z.string();
