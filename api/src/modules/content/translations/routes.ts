import { localizeQuerySchema, localizeSchema, okEnvelope } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import { sendCached } from '../../../platform/read-cache';
import type { ContentDeps } from '../route-deps';
import { getLocalize, onlyLanguage } from './service';

export const localizeRoutes: FastifyPluginAsyncZod<ContentDeps> = async (app, { db, readCache }) => {
  app.get(
    '/localize',
    {
      schema: {
        tags: ['localize'],
        summary: 'Interface languages and the translations of each, or of one',
        querystring: localizeQuerySchema,
        response: { 200: okEnvelope(localizeSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { language } = request.query;
      // Like the product lists, keyed by the query as asked: a code not offered is a key of its own.
      const key = language === undefined ? 'localize:all' : `localize:one:${language}`;
      return sendCached(
        request,
        reply,
        await readCache.cached(key, async () => {
          const localize = await getLocalize(db);
          return ok(language === undefined ? localize : onlyLanguage(localize, language));
        }),
      );
    },
  );
};
