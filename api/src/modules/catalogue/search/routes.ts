import { okEnvelope, searchSuggestionsSchema, searchSuggestQuerySchema } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { CatalogueDeps } from '../route-deps';

export const searchRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (
  app,
  { auth, catalogue, search },
) => {
  app.get(
    '/search/suggest',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary:
          "Up to five products the search finds for `q` (best first, as GET search ranks them) and five categories whose English (any case) or Khmer name contains it, named in the caller's language, with the caller's prices",
        querystring: searchSuggestQuerySchema,
        response: { 200: okEnvelope(searchSuggestionsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const group = await catalogue.customerGroupOf(request.auth?.userId ?? null);
      return ok(await search.suggest(request.query.q, group, request.language));
    },
  );
};
