import {
  idParamsSchema,
  listEnvelope,
  okEnvelope,
  popupBannerQuerySchema,
  popupBannerSchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { ContentDeps } from '../route-deps';

export const popupBannerRoutes: FastifyPluginAsyncZod<ContentDeps> = async (app, { auth, popupBanners }) => {
  app.get(
    '/popup-banner',
    {
      onRequest: auth.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: 'Advertisement popups running now (token optional: partners see theirs too)',
        querystring: popupBannerQuerySchema,
        response: { 200: listEnvelope(popupBannerSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { banners, total } = await popupBanners.list(request.auth?.userId ?? null, request.query);
      return { ...ok(banners), meta: { limit: request.query.limit, offset: request.query.offset, total } };
    },
  );

  app.get(
    '/popup-banner/:id',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['catalogue'],
        summary: 'One advertisement popup',
        params: idParamsSchema,
        response: { 200: okEnvelope(popupBannerSchema), ...errorResponses },
      },
    },
    async (request) => ok(await popupBanners.one(callerOf(request).userId, request.params.id)),
  );
};
