import type { Platform } from '../../platform/platform';
import type { StaffGuard } from '../../platform/staff';
import type { createContent } from './services';

/** What content's routes are given: the platform parts they use and the module's own services. */
export type ContentDeps = Pick<Platform, 'db' | 'config' | 'clock' | 'auth' | 'readCache'> &
  ReturnType<typeof createContent>;

/** Content's staff routes also get the staff guard. */
export type ContentStaffDeps = ContentDeps & { guard: StaffGuard };
