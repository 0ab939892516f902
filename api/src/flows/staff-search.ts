import {
  type AdminSearchResult,
  adminSearchQuerySchema,
  adminSearchResultSchema,
  okEnvelope,
  staffMayUse,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchCustomers } from '../modules/accounts';
import { searchProducts } from '../modules/catalogue';
import { searchOrders } from '../modules/ordering';
import { errorResponses } from '../platform/errors';
import { ok } from '../platform/ok';
import type { Platform } from '../platform/platform';
import { searchTerms } from '../platform/search-terms';
import { type StaffGuard, staffOf } from '../platform/staff';

/** Hits per kind: the box shows a few of each; the lists behind it have the rest. */
const perKind = 5;

/**
 * The back office's one search: orders, customers and products at once, each only for a staff member whose role
 * opens that list.
 */
export const staffSearchRoutes: FastifyPluginAsyncZod<Pick<Platform, 'db'> & { guard: StaffGuard }> = async (
  app,
  { guard, db },
) => {
  app.get(
    '/search',
    {
      ...guard.staffOnly('dashboard'),
      schema: {
        tags: ['staff'],
        summary:
          'Orders by number or customer phone, customers by name, phone or e-mail, products by name or SKU; only the lists the caller’s role opens',
        querystring: adminSearchQuerySchema,
        response: { 200: okEnvelope(adminSearchResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { role } = staffOf(request);
      const terms = searchTerms(request.query.q);
      const none = async () => [];
      const [orders, customers, products] = await Promise.all([
        staffMayUse(role, 'orders') ? searchOrders(db, terms, perKind) : none(),
        staffMayUse(role, 'customers') ? searchCustomers(db, terms, perKind) : none(),
        staffMayUse(role, 'catalogue') ? searchProducts(db, terms, perKind) : none(),
      ]);
      return ok<AdminSearchResult>({ orders, customers, products });
    },
  );
};
