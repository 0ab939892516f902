import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from './deps';
import { createStaffGuard } from './platform/staff';
import { adminAcademyRoutes } from './modules/academy/staff/routes';
import { createAdminAcademyService } from './modules/academy/staff/service';
import { adminBusinessPartnerRoutes } from './modules/accounts/staff/business-partners/routes';
import { createAdminBusinessPartnerService } from './modules/accounts/staff/business-partners/service';
import { adminCatalogueRoutes } from './modules/catalogue/staff/products/routes';
import { createAdminCatalogueService } from './modules/catalogue/staff/products/service';
import { adminContentRoutes } from './modules/content/staff/settings-and-popups/routes';
import { createAdminContentService } from './modules/content/staff/settings-and-popups/service';
import { adminCouponRoutes } from './modules/ordering/staff/coupons/routes';
import { createAdminCouponService } from './modules/ordering/staff/coupons/service';
import { adminHomeBannerRoutes } from './modules/content/staff/home-banners/routes';
import { createAdminHomeBannerService } from './modules/content/staff/home-banners/service';
import { adminOrderRoutes } from './modules/ordering/staff/orders/routes';
import { createAdminOrderService } from './modules/ordering/staff/orders/service';
import { adminQuotationRoutes } from './modules/ordering/staff/quotations/routes';
import { createAdminQuotationService } from './modules/ordering/staff/quotations/service';
import { adminServiceTicketRoutes } from './modules/service-desk/staff/tickets/routes';
import { createAdminServiceTicketService } from './modules/service-desk/staff/tickets/service';
import { adminShowroomRoutes } from './modules/content/staff/showrooms/routes';
import { createAdminShowroomService } from './modules/content/staff/showrooms/service';
import { adminStaffRoutes } from './modules/accounts/staff/members/routes';
import { createStaffService } from './modules/accounts/staff/members/service';
import { adminStockRoutes } from './modules/catalogue/staff/stock/routes';
import { createAdminStockService } from './modules/catalogue/staff/stock/service';
import { adminTaxonomyRoutes } from './modules/catalogue/staff/taxonomy/routes';
import { createAdminTaxonomyService } from './modules/catalogue/staff/taxonomy/service';
import type { AdminDeps } from './staff-deps';

/**
 * The staff API under /admin-api: every route names its area in `guard.staffOnly(area)`, and every write goes
 * through `auditedWrite`. A later area plugs in as one more `app.register` line here.
 */
export const adminRoutes: FastifyPluginAsync<AppDeps & { prefix?: string }> = async (
  app,
  { prefix: _prefix, ...deps },
) => {
  const { db, clock, config, auth } = deps;
  // /client/docs documents the customers' API; the staff API stays out of it.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  const admin: AdminDeps = {
    ...deps,
    // Staff screens call more often than a customer signs in; the limit stops a runaway script, not a person.
    guard: createStaffGuard({ db, auth, ratePerMinute: config.rateLimitPerIpPerMinute * 20 }),
    staffService: createStaffService({ db, clock }),
    adminBusinessPartners: createAdminBusinessPartnerService({ db, clock, config }),
    adminContent: createAdminContentService({ db, clock, config, readCache: deps.readCache }),
    adminOrders: createAdminOrderService({ db, clock, orders: deps.orders }),
    adminServiceTickets: createAdminServiceTicketService({ db, clock, serviceTickets: deps.serviceTickets }),
    adminAcademy: createAdminAcademyService({
      db,
      clock,
      config,
      academyTickets: deps.academyTickets,
      academyVacancies: deps.academyVacancies,
    }),
    adminCatalogue: createAdminCatalogueService({
      db,
      clock,
      config,
      readCache: deps.readCache,
      uploads: deps.uploads,
    }),
    adminStock: createAdminStockService({ db, clock, readCache: deps.readCache }),
    adminCoupons: createAdminCouponService({ db, clock }),
    adminHomeBanners: createAdminHomeBannerService({ db, clock, config, readCache: deps.readCache }),
    adminShowrooms: createAdminShowroomService({ db, clock, config, readCache: deps.readCache }),
    adminQuotations: createAdminQuotationService({ db, clock }),
    adminTaxonomy: createAdminTaxonomyService({
      db,
      clock,
      config,
      readCache: deps.readCache,
      uploads: deps.uploads,
    }),
  };
  await app.register(adminStaffRoutes, admin);
  await app.register(adminBusinessPartnerRoutes, admin);
  await app.register(adminContentRoutes, admin);
  await app.register(adminOrderRoutes, admin);
  await app.register(adminServiceTicketRoutes, admin);
  await app.register(adminAcademyRoutes, admin);
  await app.register(adminCatalogueRoutes, admin);
  await app.register(adminStockRoutes, admin);
  await app.register(adminCouponRoutes, admin);
  await app.register(adminHomeBannerRoutes, admin);
  await app.register(adminShowroomRoutes, admin);
  await app.register(adminQuotationRoutes, admin);
  await app.register(adminTaxonomyRoutes, admin);
};
