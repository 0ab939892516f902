import {
  adminCouponBodySchema,
  adminCouponQuerySchema,
  adminCouponSchema,
  idParamsSchema,
  listEnvelope,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { OrderingStaffDeps } from '../../route-deps';

export const adminCouponRoutes: FastifyPluginAsyncZod<OrderingStaffDeps> = async (
  app,
  { guard, adminCoupons },
) => {
  const tags = ['coupons'];

  app.get(
    '/coupons',
    {
      ...guard.staffOnly('coupons'),
      schema: {
        tags,
        summary:
          'Every coupon, newest first, with how often it was used; code or title search, active or not',
        querystring: adminCouponQuerySchema,
        response: { 200: listEnvelope(adminCouponSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await adminCoupons.list(request.query);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );

  app.post(
    '/coupons',
    {
      ...guard.staffOnly('coupons'),
      schema: {
        tags,
        summary: 'A new coupon; the code is unique whatever its case (409 adminCouponCodeTaken)',
        body: adminCouponBodySchema,
        response: { 200: okEnvelope(adminCouponSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminCoupons.create(staffOf(request), request.body)),
  );

  app.put(
    '/coupons/:id',
    {
      ...guard.staffOnly('coupons'),
      schema: {
        tags,
        params: idParamsSchema,
        body: adminCouponBodySchema,
        response: { 200: okEnvelope(adminCouponSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminCoupons.update(staffOf(request), request.params.id, request.body)),
  );

  app.post(
    '/coupons/:id/deactivate',
    {
      ...guard.staffOnly('coupons'),
      schema: {
        tags,
        summary: 'Customers can no longer apply the coupon',
        params: idParamsSchema,
        response: { 200: okEnvelope(adminCouponSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminCoupons.deactivate(staffOf(request), request.params.id)),
  );
};
