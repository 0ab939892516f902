import {
  adminCatalogueChoicesSchema,
  adminProductBodySchema,
  adminProductDetailSchema,
  adminProductQuerySchema,
  adminProductSummarySchema,
  adminVariantCreateBodySchema,
  adminVariantPricesBodySchema,
  adminVariantSchema,
  adminVariantUpdateBodySchema,
  idParamsSchema,
  listEnvelope,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffDeps } from '../../../../deps';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';

export const adminCatalogueRoutes: FastifyPluginAsyncZod<StaffDeps> = async (
  app,
  { guard, adminCatalogue },
) => {
  const tags = ['catalogue'];

  app.get(
    '/catalogue-choices',
    {
      ...guard.staffOnly('dashboard'),
      schema: {
        tags,
        summary: 'Categories and brands, for the selects of the product and coupon forms',
        response: { 200: okEnvelope(adminCatalogueChoicesSchema), ...errorResponses },
      },
    },
    async () => ok(await adminCatalogue.choices()),
  );

  app.get(
    '/products',
    {
      ...guard.staffOnly('catalogue'),
      schema: {
        tags,
        summary: 'Every product, published or not, newest first; name or SKU search, category filter',
        querystring: adminProductQuerySchema,
        response: { 200: listEnvelope(adminProductSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await adminCatalogue.list(request.query);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );

  app.post(
    '/products',
    {
      ...guard.staffOnly('catalogue'),
      schema: {
        tags,
        summary: 'A new product (no variant yet: the shop shows it once a variant has a price)',
        body: adminProductBodySchema,
        response: { 200: okEnvelope(adminProductDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminCatalogue.create(staffOf(request), request.body)),
  );

  app.get(
    '/products/:id',
    {
      ...guard.staffOnly('catalogue'),
      schema: {
        tags,
        summary: 'One product with its pictures and every variant with its stock and per-group prices',
        params: idParamsSchema,
        response: { 200: okEnvelope(adminProductDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminCatalogue.detail(request.params.id)),
  );

  app.put(
    '/products/:id',
    {
      ...guard.staffOnly('catalogue'),
      schema: {
        tags,
        params: idParamsSchema,
        body: adminProductBodySchema,
        response: { 200: okEnvelope(adminProductDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminCatalogue.update(staffOf(request), request.params.id, request.body)),
  );

  app.post(
    '/products/:id/variants',
    {
      ...guard.staffOnly('catalogue'),
      schema: {
        tags,
        summary: 'A new variant: its SKU and one value of each of the product’s options',
        params: idParamsSchema,
        body: adminVariantCreateBodySchema,
        response: { 200: okEnvelope(adminVariantSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await adminCatalogue.createVariant(staffOf(request), request.params.id, request.body)),
  );

  app.put(
    '/variants/:id',
    {
      ...guard.staffOnly('catalogue'),
      schema: {
        tags,
        summary: 'A variant’s SKU and whether it is sold',
        params: idParamsSchema,
        body: adminVariantUpdateBodySchema,
        response: { 200: okEnvelope(adminVariantSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await adminCatalogue.updateVariant(staffOf(request), request.params.id, request.body)),
  );

  app.put(
    '/variants/:id/prices',
    {
      ...guard.staffOnly('prices'),
      schema: {
        tags: ['prices'],
        summary: 'A variant’s price for each customer group, integer cents; groups left out no longer see it',
        params: idParamsSchema,
        body: adminVariantPricesBodySchema,
        response: { 200: okEnvelope(adminVariantSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminCatalogue.setPrices(staffOf(request), request.params.id, request.body)),
  );
};
