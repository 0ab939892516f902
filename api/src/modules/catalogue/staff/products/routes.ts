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
import { z } from 'zod';
import { type CsvColumn, csvDay, dollars, recordDownload, sendCsv } from '../../../../platform/csv';
import { errorResponses } from '../../../../platform/errors';
import { renderMessage } from '../../../../platform/message-text';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { CatalogueStaffDeps } from '../../route-deps';
import { facetCellText, grindsCellSeparator } from '../import/facet-cells';
import type { AdminVariantExportRow } from './products';

export const adminCatalogueRoutes: FastifyPluginAsyncZod<CatalogueStaffDeps> = async (
  app,
  { guard, adminCatalogue, db, clock },
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

  app.get(
    '/products/export',
    {
      ...guard.staffOnly('catalogue'),
      schema: {
        tags,
        summary:
          'Every variant of the filtered products with its stock and shop price, as CSV; streamed, UTF-8 with a byte-order mark, headers in the caller’s language',
        querystring: adminProductQuerySchema,
        response: { 200: z.unknown().describe('The products and variants (text/csv)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await recordDownload(db, clock, staffOf(request), 'products', request.query);
      const text = (key: string) => renderMessage(key, {}, request.language);
      const yesNo = (yes: boolean) => text(yes ? 'csvYes' : 'csvNo');
      const facetText = (facet: 'roast' | 'grind' | 'type', code: string) =>
        facetCellText(facet, code, request.language);
      const columns: CsvColumn<AdminVariantExportRow>[] = [
        { header: 'csvProductId', cell: (row) => row.productId },
        { header: 'csvProduct', cell: (row) => row.name },
        { header: 'csvProductNameKm', cell: (row) => row.nameKm },
        { header: 'csvCategory', cell: (row) => row.categoryName },
        { header: 'adminCatalogueBrand', cell: (row) => row.brandName },
        { header: 'csvSku', cell: (row) => row.sku },
        { header: 'csvPriceUsd', cell: (row) => (row.priceCents === null ? null : dollars(row.priceCents)) },
        { header: 'csvStock', cell: (row) => row.stock },
        { header: 'csvActive', cell: (row) => yesNo(row.productActive && row.variantActive) },
        { header: 'searchFacetRoast', cell: (row) => row.roast && facetText('roast', row.roast) },
        {
          header: 'searchFacetGrind',
          cell: (row) =>
            (row.grinds ?? []).map((grind) => facetText('grind', grind)).join(grindsCellSeparator),
        },
        {
          header: 'searchFacetType',
          cell: (row) => row.equipmentType && facetText('type', row.equipmentType),
        },
      ];
      return sendCsv(reply, {
        name: 'products',
        language: request.language,
        columns,
        pages: adminCatalogue.exportVariants(request.query),
        today: csvDay(clock.now()),
      });
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
