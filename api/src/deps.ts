import type { createAcademy } from './modules/academy';
import type { createAccounts, PartnerDecisions } from './modules/accounts';
import type { createCatalogue } from './modules/catalogue';
import type { createContent } from './modules/content';
import type { createNotifications } from './modules/notifications';
import type { createOrdering, PlaceOrderFlow } from './modules/ordering';
import type { createReleases } from './modules/releases';
import type { createServiceDesk } from './modules/service-desk';
import type { Platform } from './platform/platform';
import type { StaffGuard } from './platform/staff';

/** What every route plugin receives as its options: the platform, each domain's services and the flows routes use. */
export type AppDeps = Platform &
  ReturnType<typeof createAccounts> &
  ReturnType<typeof createNotifications> &
  ReturnType<typeof createCatalogue> &
  ReturnType<typeof createContent> &
  ReturnType<typeof createOrdering> &
  ReturnType<typeof createServiceDesk> &
  ReturnType<typeof createAcademy> &
  ReturnType<typeof createReleases> & { placeOrder: PlaceOrderFlow; partnerDecisions: PartnerDecisions };

/** The staff API's routes get the staff guard too. */
export type StaffDeps = AppDeps & { guard: StaffGuard };
