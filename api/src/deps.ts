import type { Db } from './db/schema';
import type { createAcademy } from './modules/academy';
import type { createAccounts } from './modules/accounts';
import type { createCatalogue } from './modules/catalogue';
import type { createContent } from './modules/content';
import type { createNotifications } from './modules/notifications';
import type { createOrdering } from './modules/ordering';
import type { createReleases } from './modules/releases';
import type { createServiceDesk } from './modules/service-desk';
import type { AccessTokens } from './platform/access-tokens';
import type { AuthHooks } from './platform/auth';
import type { Clock } from './platform/clock';
import type { Config } from './platform/config';
import type { MessageSender } from './platform/messages';
import type { SandboxGateway } from './platform/payments/sandbox';
import type { ReadCache } from './platform/read-cache';
import type { StaffGuard } from './platform/staff';
import type { FileStorage } from './platform/storage';
import type { Throttle } from './platform/throttle';

/** The infrastructure every module may use. */
export type PlatformDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  messages: MessageSender;
  storage: FileStorage;
  accessTokens: AccessTokens;
  auth: AuthHooks;
  throttle: Throttle;
  readCache: ReadCache;
  sandboxGateway: SandboxGateway;
};

/** What every route plugin receives as its options: the platform and each domain's services. */
export type AppDeps = PlatformDeps &
  ReturnType<typeof createAccounts> &
  ReturnType<typeof createNotifications> &
  ReturnType<typeof createCatalogue> &
  ReturnType<typeof createContent> &
  ReturnType<typeof createOrdering> &
  ReturnType<typeof createServiceDesk> &
  ReturnType<typeof createAcademy> &
  ReturnType<typeof createReleases>;

/** The staff API's routes get the staff guard too. */
export type StaffDeps = AppDeps & { guard: StaffGuard };
