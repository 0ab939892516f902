import type { Db } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import type { Config } from '../../../../platform/config';
import type { ReadCache } from '../../../../platform/read-cache';
import type { UploadService } from '../../../accounts';
import { changedWith } from '../writes';
import { createProductDesk } from './products';
import { createVariantDesk } from './variants';

/**
 * Products, their variants and per-group prices for the catalogue desk. Every write is audited and marks the
 * product as edited by staff (the seed then leaves it alone); the tables' triggers tell every API process's read
 * cache, and `invalidate` makes this process's very next shop read fresh too.
 */
export const createStaffCatalogueService = ({
  db,
  clock,
  config,
  readCache,
  uploads,
}: {
  db: Db;
  clock: Clock;
  config: Config;
  readCache: ReadCache;
  /** Looks at a bucket upload before its key is taken (the rule of `uploads.assertOwnImage`). */
  uploads: Pick<UploadService, 'confirmArrived'>;
}) => {
  const changed = changedWith(readCache);
  return {
    ...createProductDesk({ db, clock, config, changed, uploads }),
    ...createVariantDesk({ db, clock, changed }),
  };
};

export type StaffCatalogueService = ReturnType<typeof createStaffCatalogueService>;
