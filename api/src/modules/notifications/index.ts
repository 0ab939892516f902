import type { FastifyPluginAsync } from 'fastify';
import { devOutboxRoutes } from './dev-outbox/routes';
import { notificationRoutes } from './inbox/routes';
import type { NotificationsDeps, NotificationsStaffDeps } from './route-deps';
import { staffNotificationRoutes } from './staff/routes';

export type { CustomerMessage } from './customer-message';
export { hasNewNotification } from './inbox/service';
export { forgetReader, type Notice, noticeToWrite, notify, type Recipient } from './notify';
export { createNotifications } from './services';

export const notificationsRoutes: FastifyPluginAsync<NotificationsDeps> = async (app, deps) => {
  await app.register(notificationRoutes, deps);
};

/** Outside production only, at the root: the messages the outbox kept. */
export const notificationsDevRoutes = devOutboxRoutes;

export const notificationsStaffRoutes: FastifyPluginAsync<NotificationsStaffDeps> = async (app, deps) => {
  await app.register(staffNotificationRoutes, deps);
};
