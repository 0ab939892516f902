import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema';
import type { AppDeps, StaffDeps } from '../../deps';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { ReadCache } from '../../platform/read-cache';
import type { UploadService } from '../accounts';
import { categoryRoutes } from './categories/routes';
import { createCategoryService } from './categories/service';
import { productRoutes } from './products/routes';
import { createCatalogueService } from './products/service';
import { promotionRoutes } from './promotions/routes';
import { reviewRoutes } from './reviews/routes';
import { createReviewService, type ReviewerPurchases } from './reviews/service';
import { searchRoutes } from './search/routes';
import { createSearch } from './search/service';
import { catalogueImportRoutes } from './staff/import/routes';
import { createCatalogueImport } from './staff/import/service';
import { adminCatalogueRoutes } from './staff/products/routes';
import { createStaffCatalogueService } from './staff/products/service';
import { createLowStockDesk } from './staff/stock/low-stock';
import { lowStockRoutes } from './staff/stock/low-stock-routes';
import { adminStockRoutes } from './staff/stock/routes';
import { createStaffStockService } from './staff/stock/service';
import { adminTaxonomyRoutes } from './staff/taxonomy/routes';
import { createStaffTaxonomyService } from './staff/taxonomy/service';
import { stockAlertRoutes } from './stock-alerts/routes';
import { createStockAlertService } from './stock-alerts/service';
import { wishlistRoutes } from './wishlist/routes';

export { defaultLowStockLevelSql, lowStockLevelSql } from './low-stock-level';
export { groupPromotionPriceSql } from './promotions/prices';
export { searchProducts } from './staff/products/search';
export { recordStockMovements, returnStock, stockMovementsSql, takeStockSql } from './stock';
export { forgetStockAlerts } from './stock-alerts/restocked';

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

export const catalogueRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(categoryRoutes, deps);
  await app.register(productRoutes, deps);
  await app.register(searchRoutes, deps);
  await app.register(wishlistRoutes, deps);
  await app.register(stockAlertRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(promotionRoutes, deps);
};

export const catalogueStaffRoutes: FastifyPluginAsync<StaffDeps> = async (app, deps) => {
  await app.register(adminCatalogueRoutes, deps);
  await app.register(adminStockRoutes, deps);
  await app.register(catalogueImportRoutes, deps);
  await app.register(lowStockRoutes, deps);
  await app.register(adminTaxonomyRoutes, deps);
};
