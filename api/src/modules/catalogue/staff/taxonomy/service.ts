import type { Db } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import type { Config } from '../../../../platform/config';
import type { ReadCache } from '../../../../platform/read-cache';
import type { UploadService } from '../../../accounts';
import { changedWith } from '../writes';
import { createBrandDesk } from './brands';
import { createCategoryDesk } from './categories';
import { createPromotionDesk } from './promotions';

export { treeOrder } from '../tree-order';

/**
 * Categories, brands and promotions for the catalogue desk. Every write is audited, marks the row as edited by
 * staff (the seed then leaves it alone) and drops the shop's cached reads so the sidebar and promotions show it at once.
 */
export const createStaffTaxonomyService = ({
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
    ...createCategoryDesk({ db, clock, changed }),
    ...createBrandDesk({ db, clock, changed }),
    ...createPromotionDesk({ db, clock, config, changed, uploads }),
  };
};

export type StaffTaxonomyService = ReturnType<typeof createStaffTaxonomyService>;
