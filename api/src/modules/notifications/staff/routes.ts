import { okEnvelope, sendNotificationBodySchema, sentNotificationSchema } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import { staffOf } from '../../../platform/staff';
import type { NotificationsStaffDeps } from '../route-deps';

export const staffNotificationRoutes: FastifyPluginAsyncZod<NotificationsStaffDeps> = async (
  app,
  { guard, staffNotifications },
) => {
  app.post(
    '/notifications',
    {
      ...guard.staffOnly('notifications'),
      schema: {
        tags: ['notifications'],
        summary: 'Send a notification to one customer, a customer group or everyone',
        body: sendNotificationBodySchema,
        response: { 200: okEnvelope(sentNotificationSchema), ...errorResponses },
      },
    },
    async (request) => ok(await staffNotifications.send(staffOf(request), request.body)),
  );
};
