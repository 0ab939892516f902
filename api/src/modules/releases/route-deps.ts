import type { Platform } from '../../platform/platform';
import type { StaffGuard } from '../../platform/staff';
import type { createReleases } from './services';

/** What releases's routes are given: the platform parts they use and the module's own services. */
export type ReleasesDeps = Pick<Platform, 'db' | 'config' | 'clock'> & ReturnType<typeof createReleases>;

/** Releases's staff routes also get the staff guard. */
export type ReleasesStaffDeps = ReleasesDeps & { guard: StaffGuard };
