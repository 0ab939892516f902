import { okEnvelope, searchSuggestionsSchema, searchSuggestQuerySchema } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';

export const searchRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { auth, catalogue, searchSuggestions },
) => {
  app.get(
    '/search/suggest',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary:
          "Up to five products and five categories whose English (any case) or Khmer name contains `q`, named in the caller's language, with the caller's prices",
        querystring: searchSuggestQuerySchema,
        response: { 200: okEnvelope(searchSuggestionsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const group = await catalogue.customerGroupOf(request.auth?.userId ?? null);
      return ok(await searchSuggestions.suggest(request.query.q, group, request.language));
    },
  );
};
