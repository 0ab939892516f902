import { homeBannerSchema, listEnvelope } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/errors';
import { local } from '../../../platform/message-text';
import { ok } from '../../../platform/ok';
import { imageUrlOf } from '../../../platform/public-url';
import { sendCached } from '../../../platform/read-cache';
import type { ContentDeps } from '../route-deps';

export const advertisementRoutes: FastifyPluginAsyncZod<ContentDeps> = async (
  app,
  { db, clock, config, readCache },
) => {
  app.get(
    '/advertisement/banner',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The home page's banner slides running now",
        response: { 200: listEnvelope(homeBannerSchema), 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const language = request.language;
      const answer = await readCache.cached(`banners:home:${language}`, async () => {
        const now = clock.now();
        const rows = await db
          .selectFrom('home_banners')
          .select(['id', 'title', 'title_km', 'image', 'width', 'height', 'link'])
          .where('is_active', '=', true)
          .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
          .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
          .orderBy('sort')
          .orderBy('id')
          .execute();
        const slides = rows.map((row) => ({
          id: row.id,
          title: local(row.title, row.title_km, language),
          imageUrl: imageUrlOf(config, row.image) as string,
          width: row.width,
          height: row.height,
          link: row.link,
        }));
        return { ...ok(slides), meta: { limit: slides.length, offset: 0, total: slides.length } };
      });
      return sendCached(request, reply, answer);
    },
  );
};
