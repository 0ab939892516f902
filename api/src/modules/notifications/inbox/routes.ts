import {
  idParamsSchema,
  listEnvelope,
  listQuerySchema,
  notificationSchema,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { useJsonBodyParser } from '../../../platform/json-body';
import { ok } from '../../../platform/ok';
import type { NotificationsDeps } from '../route-deps';

export const notificationRoutes: FastifyPluginAsyncZod<NotificationsDeps> = async (
  app,
  { auth, notifications },
) => {
  const tags = ['notification'];
  app.addHook('onRequest', auth.requireUser);
  // Marking as read is sent without a body.
  useJsonBodyParser(app, { allowEmpty: true });

  for (const [path, personalOnly, summary] of [
    ['/notification', false, 'Notifications for everyone and for the caller, newest first'],
    ['/notification-personal', true, "The caller's own notifications, newest first"],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          querystring: listQuerySchema,
          response: { 200: listEnvelope(notificationSchema), ...errorResponses },
        },
      },
      async (request) => {
        const { limit, offset } = request.query;
        const { notifications: list, total } = await notifications.list(
          callerOf(request).userId,
          { limit, offset },
          { personalOnly, language: request.language },
        );
        return { ...ok(list), meta: { limit, offset, total } };
      },
    );
  }

  app.get(
    '/notification/:id',
    {
      schema: {
        tags,
        summary: 'One notification',
        params: idParamsSchema,
        response: { 200: okEnvelope(notificationSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await notifications.one(callerOf(request).userId, request.params.id, request.language)),
  );

  app.put(
    '/notification/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark a notification as read',
        params: idParamsSchema,
        response: { 200: okEnvelope(notificationSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await notifications.markRead(callerOf(request).userId, request.params.id, request.language)),
  );
};
