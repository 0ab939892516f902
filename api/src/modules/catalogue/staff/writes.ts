import { randomUUID } from 'node:crypto';
import type { Db, Trx } from '../../../db/schema';
import type { ReadCache } from '../../../platform/read-cache';

export type { Trx };

export type DbOrTrx = Db | Trx;

/** The key of a row staff create; the seed's rows carry keys of their own. */
export const staffRowKey = () => `staff-${randomUUID()}`;

/** Answers `result` once this process's cached shop reads under `tags` are dropped, so its next read is fresh. */
export const changedWith =
  (readCache: ReadCache) =>
  <T>(result: T, ...tags: string[]): T => {
    for (const tag of tags) readCache.invalidate(tag);
    return result;
  };

export type Changed = ReturnType<typeof changedWith>;
