import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps, StaffDeps } from './deps';
import { staffDashboardRoutes } from './flows/staff-dashboard/routes';
import { staffReportRoutes } from './flows/staff-reports/routes';
import { staffSearchRoutes } from './flows/staff-search';
import { academyStaffRoutes } from './modules/academy';
import { accountsStaffRoutes, staffRoleOf } from './modules/accounts';
import { catalogueStaffRoutes } from './modules/catalogue';
import { contentStaffRoutes } from './modules/content';
import { notificationsStaffRoutes } from './modules/notifications';
import { orderingStaffRoutes } from './modules/ordering';
import { releasesStaffRoutes } from './modules/releases';
import { serviceDeskStaffRoutes } from './modules/service-desk';
import { createStaffGuard } from './platform/staff';

/**
 * The staff API under /admin-api: every route names its area in `guard.staffOnly(area)`, and every write goes
 * through `auditedWrite`. Each domain registers its own staff routes.
 */
export const staffApi: FastifyPluginAsync<AppDeps & { prefix?: string }> = async (
  app,
  { prefix: _prefix, ...deps },
) => {
  // /client/docs documents the customers' API; the staff API stays out of it.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  const staff = {
    ...deps,
    // Staff screens call more often than a customer signs in; the limit stops a runaway script, not a person.
    guard: createStaffGuard({
      auth: deps.auth,
      roleOf: (userId) => staffRoleOf(deps.db, userId),
      ratePerMinute: deps.config.rateLimitPerIpPerMinute * 20,
    }),
  };
  const domains: FastifyPluginAsync<StaffDeps>[] = [
    accountsStaffRoutes,
    contentStaffRoutes,
    notificationsStaffRoutes,
    orderingStaffRoutes,
    serviceDeskStaffRoutes,
    academyStaffRoutes,
    catalogueStaffRoutes,
    releasesStaffRoutes,
    staffSearchRoutes,
    staffDashboardRoutes,
    staffReportRoutes,
  ];
  for (const routes of domains) await app.register(routes, staff);
};
