import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { createStaffGuard } from '../../platform/staff';
import { adminAcademyRoutes } from '../admin-academy/routes';
import { createAdminAcademyService } from '../admin-academy/service';
import { adminBusinessPartnerRoutes } from '../admin-business-partner/routes';
import { createAdminBusinessPartnerService } from '../admin-business-partner/service';
import { adminCatalogueRoutes } from '../admin-catalogue/routes';
import { createAdminCatalogueService } from '../admin-catalogue/service';
import { adminContentRoutes } from '../admin-content/routes';
import { createAdminContentService } from '../admin-content/service';
import { adminCouponRoutes } from '../admin-coupon/routes';
import { createAdminCouponService } from '../admin-coupon/service';
import { adminHomeBannerRoutes } from '../admin-home-banner/routes';
import { createAdminHomeBannerService } from '../admin-home-banner/service';
import { adminOrderRoutes } from '../admin-order/routes';
import { createAdminOrderService } from '../admin-order/service';
import { adminQuotationRoutes } from '../admin-quotation/routes';
import { createAdminQuotationService } from '../admin-quotation/service';
import { adminServiceTicketRoutes } from '../admin-service-ticket/routes';
import { createAdminServiceTicketService } from '../admin-service-ticket/service';
import { adminShowroomRoutes } from '../admin-showroom/routes';
import { createAdminShowroomService } from '../admin-showroom/service';
import { adminStaffRoutes } from '../admin-staff/routes';
import { createStaffService } from '../admin-staff/service';
import { adminStockRoutes } from '../admin-stock/routes';
import { createAdminStockService } from '../admin-stock/service';
import { adminTaxonomyRoutes } from '../admin-taxonomy/routes';
import { createAdminTaxonomyService } from '../admin-taxonomy/service';
import type { AdminDeps } from './deps';

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
