import type { Platform } from '../../platform/platform';
import type { StaffGuard } from '../../platform/staff';
import type { createAccounts } from './services';
import type { PartnerDecisions } from './staff/business-partners/partner-decisions';

/** what accounts' routes are given: the platform parts they use and the module's own services. */
export type AccountsDeps = Pick<Platform, 'db' | 'config' | 'clock' | 'accessTokens' | 'auth'> &
  ReturnType<typeof createAccounts>;

/** Accounts' staff routes also get the staff guard and the partner-decision flow (`flows/partner-decisions.ts`). */
export type AccountsStaffDeps = AccountsDeps & { guard: StaffGuard; partnerDecisions: PartnerDecisions };
