import type { Db } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { createNotificationService } from './inbox/service';
import { createStaffNotificationService } from './staff/service';

/** Notifications: the customers' inbox and what staff send to it. */
export const createNotifications = ({ db, clock, config }: { db: Db; clock: Clock; config: Config }) => ({
  notifications: createNotificationService({ db, clock, config }),
  staffNotifications: createStaffNotificationService({ db, clock }),
});
