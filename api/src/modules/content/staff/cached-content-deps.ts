import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import type { ReadCache } from '../../../platform/read-cache';

/** What the staff service of a table the shop reads through its cache is given (its writes clear that cache). */
export type CachedContentDeps = { db: Db; clock: Clock; config: Config; readCache: ReadCache };
