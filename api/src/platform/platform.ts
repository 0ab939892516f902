import type { Db } from '../db/schema';
import type { AccessTokens } from './access-tokens';
import type { AuthHooks } from './auth';
import type { Clock } from './clock';
import type { Config } from './config';
import type { MessageSender } from './messages';
import type { SandboxGateway } from './payments/sandbox';
import type { ReadCache } from './read-cache';
import type { FileStorage } from './storage';
import type { Throttle } from './throttle';

/** The infrastructure a module may be given: each module's route-deps.ts picks the parts it uses. */
export type Platform = {
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
