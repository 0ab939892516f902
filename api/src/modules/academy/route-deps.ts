import type { Platform } from '../../platform/platform';
import type { StaffGuard } from '../../platform/staff';
import type { createAcademy } from './services';

/** What academy's routes are given: the platform parts they use and the module's own services. */
export type AcademyDeps = Pick<Platform, 'db' | 'clock' | 'auth'> & ReturnType<typeof createAcademy>;

/** Academy's staff routes also get the staff guard. */
export type AcademyStaffDeps = AcademyDeps & { guard: StaffGuard };
