import type { Platform } from '../../platform/platform';
import type { StaffGuard } from '../../platform/staff';
import type { createOrdering } from './services';

/** What ordering's routes are given: the platform parts they use and the module's own services. */
export type OrderingDeps = Pick<Platform, 'db' | 'config' | 'clock' | 'auth' | 'sandboxGateway'> &
  ReturnType<typeof createOrdering>;

/** Ordering's staff routes also get the staff guard. */
export type OrderingStaffDeps = OrderingDeps & { guard: StaffGuard };
