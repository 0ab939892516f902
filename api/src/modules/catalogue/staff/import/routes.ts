import {
  catalogueImportBodySchema,
  catalogueImportMaxBytes,
  catalogueImportQuerySchema,
  catalogueImportResultSchema,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { CatalogueStaffDeps } from '../../route-deps';

export const catalogueImportRoutes: FastifyPluginAsyncZod<CatalogueStaffDeps> = async (
  app,
  { guard, catalogueImport },
) => {
  // The sheet comes as CSV text, here only; every other route keeps JSON.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: catalogueImportMaxBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/catalogue/import',
    {
      ...guard.staffOnly('catalogue'),
      bodyLimit: catalogueImportMaxBytes,
      schema: {
        tags: ['catalogue'],
        summary:
          'A sheet of products and variants (the columns of the products’ CSV download, headers in English or Khmer) as text/csv, 2 MB at most. A dry run (the default) lists every problem by row and column; otherwise a valid sheet is written in one transaction and an invalid one not at all. The answer counts and names what was (or would be) created and changed.',
        querystring: catalogueImportQuerySchema,
        body: catalogueImportBodySchema,
        response: { 200: okEnvelope(catalogueImportResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await catalogueImport.importSheet(staffOf(request), request.body, request.query.dryRun)),
  );
};
