import type { Db } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { ReadCache } from '../../platform/read-cache';
import type { UploadService } from '../accounts';
import { createCategoryService } from './categories/service';
import { createCatalogueService } from './products/service';
import { createReviewService, type ReviewerPurchases } from './reviews/service';
import { createSearch } from './search/service';
import { createCatalogueImport } from './staff/import/service';
import { createStaffCatalogueService } from './staff/products/service';
import { createLowStockDesk } from './staff/stock/low-stock';
import { createStaffStockService } from './staff/stock/service';
import { createStaffTaxonomyService } from './staff/taxonomy/service';
import { createStockAlertService } from './stock-alerts/service';

/** The catalogue: products, their variants, prices and stock, categories, brands, promotions, reviews, wishlists. */
export const createCatalogue = ({
  db,
  config,
  clock,
  readCache,
  uploads,
  purchases,
}: {
  db: Db;
  config: Config;
  clock: Clock;
  readCache: ReadCache;
  uploads: UploadService;
  /** Ordering's answer to whether a customer received a product: reviews are only from buyers. */
  purchases: ReviewerPurchases;
}) => ({
  catalogue: createCatalogueService({ db, config, clock }),
  categories: createCategoryService({ db, config }),
  reviews: createReviewService({ db, clock, readCache, purchases }),
  stockAlerts: createStockAlertService({ db, clock }),
  search: createSearch({ db, config, clock }),
  adminCatalogue: createStaffCatalogueService({ db, clock, config, readCache, uploads }),
  adminStock: createStaffStockService({ db, clock, readCache }),
  catalogueImport: createCatalogueImport({ db, clock, readCache }),
  lowStockDesk: createLowStockDesk({ db, clock, readCache }),
  adminTaxonomy: createStaffTaxonomyService({ db, clock, config, readCache, uploads }),
});
