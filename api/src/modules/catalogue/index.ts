import type { FastifyPluginAsync } from 'fastify';
import { categoryRoutes } from './categories/routes';
import { productRoutes } from './products/routes';
import { promotionRoutes } from './promotions/routes';
import { reviewRoutes } from './reviews/routes';
import type { CatalogueDeps, CatalogueStaffDeps } from './route-deps';
import { searchRoutes } from './search/routes';
import { catalogueImportRoutes } from './staff/import/routes';
import { adminCatalogueRoutes } from './staff/products/routes';
import { lowStockRoutes } from './staff/stock/low-stock-routes';
import { adminStockRoutes } from './staff/stock/routes';
import { adminTaxonomyRoutes } from './staff/taxonomy/routes';
import { stockAlertRoutes } from './stock-alerts/routes';
import { wishlistRoutes } from './wishlist/routes';

export { defaultLowStockLevel } from './low-stock-level';
export { createCatalogue } from './services';
export { searchProducts } from './staff/products/search';
export { lowStockSummary } from './staff/stock/low-stock-summary';
export { recordStockMovements, returnStock } from './stock';
export { forgetStockAlerts } from './stock-alerts/restocked';
export type { CataloguePromotionPrice } from './tables';

export const catalogueRoutes: FastifyPluginAsync<CatalogueDeps> = async (app, deps) => {
  await app.register(categoryRoutes, deps);
  await app.register(productRoutes, deps);
  await app.register(searchRoutes, deps);
  await app.register(wishlistRoutes, deps);
  await app.register(stockAlertRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(promotionRoutes, deps);
};

export const catalogueStaffRoutes: FastifyPluginAsync<CatalogueStaffDeps> = async (app, deps) => {
  await app.register(adminCatalogueRoutes, deps);
  await app.register(adminStockRoutes, deps);
  await app.register(catalogueImportRoutes, deps);
  await app.register(lowStockRoutes, deps);
  await app.register(adminTaxonomyRoutes, deps);
};
