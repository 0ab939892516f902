import { categorySchema, idParamsSchema, listEnvelope, okEnvelope } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import { sendCached } from '../../../platform/read-cache';
import type { CatalogueDeps } from '../route-deps';

export const categoryRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (
  app,
  { categories, readCache },
) => {
  app.get(
    '/category',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Product categories with their sub-categories (id 7: package promotions)',
        response: { 200: listEnvelope(categorySchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const language = request.language;
      const answer = await readCache.cached(`categories:list:${language}`, async () => {
        const list = await categories.list(language);
        return { ...ok(list), meta: { limit: list.length, offset: 0, total: list.length } };
      });
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/category/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One category and its sub-categories',
        params: idParamsSchema,
        response: { 200: okEnvelope(categorySchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const language = request.language;
      const answer = await readCache.cached(`categories:one:${request.params.id}:${language}`, async () =>
        ok(await categories.one(request.params.id, language)),
      );
      return sendCached(request, reply, answer);
    },
  );
};
