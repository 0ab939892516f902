import {
  adminBrandBodySchema,
  adminBrandSchema,
  adminCategoryBodySchema,
  adminCategoryMoveBodySchema,
  adminCategorySchema,
  adminPackagePromotionSchema,
  adminPromotionBodySchema,
  adminPromotionDetailSchema,
  adminPromotionQuerySchema,
  adminPromotionSummarySchema,
  adminVisibilityBodySchema,
  emptyDataSchema,
  idParamsSchema,
  listEnvelope,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { CatalogueStaffDeps } from '../../route-deps';

const listOf = <T>(items: T[]) => ({
  ...ok(items),
  meta: { limit: items.length, offset: 0, total: items.length },
});

export const adminTaxonomyRoutes: FastifyPluginAsyncZod<CatalogueStaffDeps> = async (
  app,
  { guard, adminTaxonomy },
) => {
  const tags = ['catalogue'];
  const catalogue = guard.staffOnly('catalogue');

  app.get(
    '/categories',
    {
      ...catalogue,
      schema: {
        tags,
        summary: 'Every category, shown or hidden, parents first with their children',
        response: { 200: listEnvelope(adminCategorySchema), ...errorResponses },
      },
    },
    async () => listOf(await adminTaxonomy.categories()),
  );

  app.post(
    '/categories',
    {
      ...catalogue,
      schema: {
        tags,
        body: adminCategoryBodySchema,
        response: { 200: okEnvelope(adminCategorySchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminTaxonomy.createCategory(staffOf(request), request.body)),
  );

  app.put(
    '/categories/:id',
    {
      ...catalogue,
      schema: {
        tags,
        summary: 'Rename a category (English and Khmer) and place it under a parent; id 7 keeps its place',
        params: idParamsSchema,
        body: adminCategoryBodySchema,
        response: { 200: okEnvelope(adminCategorySchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await adminTaxonomy.updateCategory(staffOf(request), request.params.id, request.body)),
  );

  app.post(
    '/categories/:id/move',
    {
      ...catalogue,
      schema: {
        tags,
        summary: 'One step up or down among its siblings; answers the whole list',
        params: idParamsSchema,
        body: adminCategoryMoveBodySchema,
        response: { 200: listEnvelope(adminCategorySchema), ...errorResponses },
      },
    },
    async (request) =>
      listOf(await adminTaxonomy.moveCategory(staffOf(request), request.params.id, request.body.direction)),
  );

  app.put(
    '/categories/:id/visibility',
    {
      ...catalogue,
      schema: {
        tags,
        summary: 'Show or hide it in the shop; a category with published products cannot be hidden',
        params: idParamsSchema,
        body: adminVisibilityBodySchema,
        response: { 200: okEnvelope(adminCategorySchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await adminTaxonomy.setCategoryVisible(staffOf(request), request.params.id, request.body.isActive)),
  );

  app.delete(
    '/categories/:id',
    {
      ...catalogue,
      schema: {
        tags,
        summary: 'Delete an empty category (no products, no sub-categories); never id 7',
        params: idParamsSchema,
        response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminTaxonomy.deleteCategory(staffOf(request), request.params.id)),
  );

  app.get(
    '/brands',
    {
      ...catalogue,
      schema: { tags, response: { 200: listEnvelope(adminBrandSchema), ...errorResponses } },
    },
    async () => listOf(await adminTaxonomy.brands()),
  );

  app.post(
    '/brands',
    {
      ...catalogue,
      schema: {
        tags,
        body: adminBrandBodySchema,
        response: { 200: okEnvelope(adminBrandSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminTaxonomy.createBrand(staffOf(request), request.body)),
  );

  app.put(
    '/brands/:id',
    {
      ...catalogue,
      schema: {
        tags,
        params: idParamsSchema,
        body: adminBrandBodySchema,
        response: { 200: okEnvelope(adminBrandSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminTaxonomy.updateBrand(staffOf(request), request.params.id, request.body)),
  );

  app.put(
    '/brands/:id/visibility',
    {
      ...catalogue,
      schema: {
        tags,
        params: idParamsSchema,
        body: adminVisibilityBodySchema,
        response: { 200: okEnvelope(adminBrandSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await adminTaxonomy.setBrandVisible(staffOf(request), request.params.id, request.body.isActive)),
  );

  app.delete(
    '/brands/:id',
    {
      ...catalogue,
      schema: {
        tags,
        summary: 'Remove a brand no product names',
        params: idParamsSchema,
        response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminTaxonomy.deleteBrand(staffOf(request), request.params.id)),
  );

  app.get(
    '/promotions',
    {
      ...catalogue,
      schema: {
        tags,
        summary: 'Promotions, running, upcoming or ended',
        querystring: adminPromotionQuerySchema,
        response: { 200: listEnvelope(adminPromotionSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await adminTaxonomy.promotions(request.query);
      return { ...ok(items), meta: { limit, offset, total } };
    },
  );

  app.post(
    '/promotions',
    {
      ...guard.staffOnly('prices'),
      schema: {
        tags: ['prices'],
        summary: 'A new promotion: titles, Phnom Penh days, picture, products and promotion prices per group',
        body: adminPromotionBodySchema,
        response: { 200: okEnvelope(adminPromotionDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminTaxonomy.createPromotion(staffOf(request), request.body)),
  );

  app.get(
    '/promotions/:id',
    {
      ...catalogue,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: okEnvelope(adminPromotionDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminTaxonomy.promotion(request.params.id)),
  );

  app.put(
    '/promotions/:id',
    {
      ...guard.staffOnly('prices'),
      schema: {
        tags: ['prices'],
        params: idParamsSchema,
        body: adminPromotionBodySchema,
        response: { 200: okEnvelope(adminPromotionDetailSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await adminTaxonomy.updatePromotion(staffOf(request), request.params.id, request.body)),
  );

  app.post(
    '/promotions/:id/end',
    {
      ...guard.staffOnly('prices'),
      schema: {
        tags: ['prices'],
        summary: 'End a promotion now: its prices stop applying in the shop and the cart',
        params: idParamsSchema,
        response: { 200: okEnvelope(adminPromotionDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminTaxonomy.endPromotion(staffOf(request), request.params.id)),
  );

  app.get(
    '/package-promotions',
    {
      ...catalogue,
      schema: {
        tags,
        summary: 'The products of the package-promotion category (7) and its sub-categories',
        response: { 200: listEnvelope(adminPackagePromotionSchema), ...errorResponses },
      },
    },
    async () => listOf(await adminTaxonomy.packagePromotions()),
  );
};
