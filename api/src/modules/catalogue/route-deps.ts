import type { Platform } from '../../platform/platform';
import type { StaffGuard } from '../../platform/staff';
import type { createCatalogue } from './services';

/** What catalogue's routes are given: the platform parts they use and the module's own services. */
export type CatalogueDeps = Pick<Platform, 'db' | 'config' | 'clock' | 'auth' | 'readCache'> &
  ReturnType<typeof createCatalogue>;

/** Catalogue's staff routes also get the staff guard. */
export type CatalogueStaffDeps = CatalogueDeps & { guard: StaffGuard };
