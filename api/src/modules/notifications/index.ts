import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema';
import type { AppDeps, StaffDeps } from '../../deps';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { devOutboxRoutes } from './dev-outbox/routes';
import { notificationRoutes } from './inbox/routes';
import { createNotificationService } from './inbox/service';
import { staffNotificationRoutes } from './staff/routes';
import { createStaffNotificationService } from './staff/service';

export type { CustomerMessage } from './customer-message';
export { hasNewNotification } from './inbox/service';
export { forgetReader, type Notice, notify, notifyAboutSql, type Recipient } from './notify';

/** Notifications: the customers' inbox and what staff send to it. */
export const createNotifications = ({ db, clock, config }: { db: Db; clock: Clock; config: Config }) => ({
  notifications: createNotificationService({ db, clock, config }),
  staffNotifications: createStaffNotificationService({ db, clock }),
});

export const notificationsRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(notificationRoutes, deps);
};

/** Outside production only, at the root: the messages the outbox kept. */
export const notificationsDevRoutes = devOutboxRoutes;

export const notificationsStaffRoutes: FastifyPluginAsync<StaffDeps> = async (app, deps) => {
  await app.register(staffNotificationRoutes, deps);
};
