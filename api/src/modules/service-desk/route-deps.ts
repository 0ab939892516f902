import type { Platform } from '../../platform/platform';
import type { StaffGuard } from '../../platform/staff';
import type { createServiceDesk } from './services';

/** What the service desk's routes are given: the platform parts they use and the module's own services. */
export type ServiceDeskDeps = Pick<Platform, 'db' | 'clock' | 'auth'> & ReturnType<typeof createServiceDesk>;

/** The service desk's staff routes also get the staff guard. */
export type ServiceDeskStaffDeps = ServiceDeskDeps & { guard: StaffGuard };
