import type { Platform } from '../../platform/platform';
import type { StaffGuard } from '../../platform/staff';
import type { createNotifications } from './services';

/** What notifications's routes are given: the platform parts they use and the module's own services. */
export type NotificationsDeps = Pick<Platform, 'auth'> & ReturnType<typeof createNotifications>;

/** Notifications's staff routes also get the staff guard. */
export type NotificationsStaffDeps = NotificationsDeps & { guard: StaffGuard };
