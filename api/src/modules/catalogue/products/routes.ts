import {
  brandSchema,
  idParamsSchema,
  listEnvelope,
  listQuerySchema,
  okEnvelope,
  productDetailSchema,
  productListQuerySchema,
  productSearchEnvelope,
  productSearchQuerySchema,
  productSummarySchema,
  productVariantSchema,
  variantAvailabilitySchema,
  variantAvailableQuerySchema,
  variantCombinationQuerySchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { CatalogueDeps } from '../route-deps';
import { createCachedRead } from './cached-read';

const paged = <T>(
  { items, total }: { items: T[]; total: number },
  query: { limit: number; offset: number },
) => ({
  ...ok(items),
  meta: { limit: query.limit, offset: query.offset, total },
});

const productIdQuerySchema = z.object({ productId: idParamsSchema.shape.id });

export const productRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (
  app,
  { auth, catalogue, search, readCache },
) => {
  const cachedRead = createCachedRead(readCache, catalogue.customerGroupOf);
  const tags = ['catalogue'];

  app.get(
    '/product',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags,
        summary:
          "Products narrowed by the facets categoryId (with its sub-categories), brandId, origin, roast, grind and type (each one value or several comma-separated, any of them), minPrice/maxPrice in cents and inStock; sorted and paged; `meta.facets` counts each facet's values under the other chosen facets; prices of the caller's customer group",
        querystring: productListQuerySchema,
        response: { 200: productSearchEnvelope, 304: z.null(), ...errorResponses },
      },
    },
    (request, reply) =>
      cachedRead(request, reply, 'products', async (group, language) => {
        const { items, total, facets } = await catalogue.list(request.query, group, language);
        return {
          ...ok(items),
          meta: { limit: request.query.limit, offset: request.query.offset, total, facets },
        };
      }),
  );

  app.get(
    '/product/:id',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags,
        summary: 'One product with its pictures, options and variants (stock and price of each)',
        params: idParamsSchema,
        response: { 200: okEnvelope(productDetailSchema), 304: z.null(), ...errorResponses },
      },
    },
    (request, reply) =>
      cachedRead(request, reply, 'products', async (group, language) =>
        ok(await catalogue.detail(request.params.id, group, language)),
      ),
  );

  app.get(
    '/product/related/:id',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags,
        summary: 'Products related to one (same category first)',
        params: idParamsSchema,
        response: { 200: okEnvelope(z.array(productSummarySchema)), 304: z.null(), ...errorResponses },
      },
    },
    (request, reply) =>
      cachedRead(request, reply, 'products', async (group, language) =>
        ok(await catalogue.related(request.params.id, group, language)),
      ),
  );

  app.get(
    '/product/best-seller',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags,
        summary: 'Best-selling products, by units sold',
        querystring: listQuerySchema,
        response: { 200: listEnvelope(productSummarySchema), 304: z.null(), ...errorResponses },
      },
    },
    (request, reply) =>
      cachedRead(request, reply, 'products', async (group, language) =>
        paged(await catalogue.bestSellers(request.query, group, language), request.query),
      ),
  );

  app.get(
    '/top-selection',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags,
        summary: "The shop's top selection",
        querystring: listQuerySchema,
        response: { 200: listEnvelope(productSummarySchema), 304: z.null(), ...errorResponses },
      },
    },
    (request, reply) =>
      cachedRead(request, reply, 'products', async (group, language) =>
        paged(await catalogue.topSelection(request.query, group, language), request.query),
      ),
  );

  app.get(
    '/merchandise',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags,
        summary: 'Merchandise (bags, mugs, aprons)',
        querystring: listQuerySchema,
        response: { 200: listEnvelope(productSummarySchema), 304: z.null(), ...errorResponses },
      },
    },
    (request, reply) =>
      cachedRead(request, reply, 'products', async (group, language) =>
        paged(await catalogue.merchandise(request.query, group, language), request.query),
      ),
  );

  app.get(
    '/search',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags,
        summary:
          "Products where every word of `key` is found, or nearly (a typo), in their English or Khmer name, description, origin, brand or category; best first (the exact name, then names starting with or holding the words) unless `sort` asks for another order; narrowed by the facets as GET product is; `meta.facets` counts each facet's values under the other chosen facets; prices of the caller's customer group",
        querystring: productSearchQuerySchema,
        response: { 200: productSearchEnvelope, 304: z.null(), ...errorResponses },
      },
    },
    (request, reply) =>
      cachedRead(request, reply, 'products', async (group, language) => {
        const { items, total, facets } = await search.products(request.query, group, language);
        return {
          ...ok(items),
          meta: { limit: request.query.limit, offset: request.query.offset, total, facets },
        };
      }),
  );

  app.get(
    '/brand',
    {
      schema: {
        tags,
        summary: 'Brands',
        response: { 200: listEnvelope(brandSchema), 304: z.null(), ...errorResponses },
      },
    },
    (request, reply) =>
      cachedRead(request, reply, 'products', async (_group, language) => {
        const brands = await catalogue.brands(language);
        return { ...ok(brands), meta: { limit: brands.length, offset: 0, total: brands.length } };
      }),
  );

  app.get(
    '/variant',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags,
        summary: "A product's variants with stock and the caller's price",
        querystring: productIdQuerySchema,
        response: { 200: okEnvelope(z.array(productVariantSchema)), 304: z.null(), ...errorResponses },
      },
    },
    (request, reply) =>
      cachedRead(request, reply, 'products', async (group, language) =>
        ok(await catalogue.variants(request.query.productId, group, language)),
      ),
  );

  app.get(
    '/variant/combination',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags,
        summary: 'The variant made of the chosen option values (optionValueIds comma-separated)',
        querystring: variantCombinationQuerySchema,
        response: { 200: okEnvelope(productVariantSchema), 304: z.null(), ...errorResponses },
      },
    },
    (request, reply) =>
      cachedRead(request, reply, 'products', async (group, language) =>
        ok(
          await catalogue.combination(request.query.productId, request.query.optionValueIds, group, language),
        ),
      ),
  );

  app.get(
    '/variant/available',
    {
      schema: {
        tags,
        summary: 'Whether a quantity of a variant can be ordered now (live stock)',
        querystring: variantAvailableQuerySchema,
        response: { 200: okEnvelope(variantAvailabilitySchema), ...errorResponses },
      },
    },
    async (request) => ok(await catalogue.availability(request.query.variantId, request.query.quantity)),
  );

  app.get(
    '/variant/:id',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags,
        summary: 'One variant',
        params: idParamsSchema,
        response: { 200: okEnvelope(productVariantSchema), 304: z.null(), ...errorResponses },
      },
    },
    (request, reply) =>
      cachedRead(request, reply, 'products', async (group, language) =>
        ok(await catalogue.variant(request.params.id, group, language)),
      ),
  );
};
