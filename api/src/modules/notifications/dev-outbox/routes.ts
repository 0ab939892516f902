import { parseIdentifier } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/schema';
import { errorResponses } from '../../../platform/errors';
import { outboxMessagesTo } from '../../../platform/messages/outbox';
import { ok } from '../../../platform/ok';

const outboxQuerySchema = z.object({
  to: z.string({ error: 'phoneOrEmailCannotBeEmpty' }).trim().min(1, 'phoneOrEmailCannotBeEmpty').max(254),
});

const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  purpose: z.string(),
  createdAt: z.string(),
});

/**
 * `GET /__dev/outbox?to=<phone or e-mail>`: the messages the outbox kept for someone, newest first, codes included.
 * Registered only outside production, so finishing a sign-up locally needs no SMS or mail server.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/__dev/outbox',
    {
      schema: {
        hide: true,
        querystring: outboxQuerySchema,
        response: {
          200: z.object({ data: z.array(outboxMessageSchema), message: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const recipient = parseIdentifier(request.query.to)?.value ?? request.query.to;
      const rows = await outboxMessagesTo(db, recipient);
      return ok(
        rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          code: row.code,
          purpose: row.purpose,
          createdAt: row.created_at.toISOString(),
        })),
      );
    },
  );
};
