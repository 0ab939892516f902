import {
  adminPopupBannerSchema,
  idParamsSchema,
  okEnvelope,
  popupBannerBodySchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { ContentStaffDeps } from '../../route-deps';

export const staffPopupBannerRoutes: FastifyPluginAsyncZod<ContentStaffDeps> = async (
  app,
  { guard, staffPopupBanners },
) => {
  app.get(
    '/popup-banners',
    {
      ...guard.staffOnly('banners'),
      schema: {
        tags: ['banners'],
        response: { 200: okEnvelope(adminPopupBannerSchema.array()), ...errorResponses },
      },
    },
    async () => ok(await staffPopupBanners.banners()),
  );

  app.post(
    '/popup-banners',
    {
      ...guard.staffOnly('banners'),
      schema: {
        tags: ['banners'],
        body: popupBannerBodySchema,
        response: { 200: okEnvelope(adminPopupBannerSchema), ...errorResponses },
      },
    },
    async (request) => ok(await staffPopupBanners.createBanner(staffOf(request), request.body)),
  );

  app.put(
    '/popup-banners/:id',
    {
      ...guard.staffOnly('banners'),
      schema: {
        tags: ['banners'],
        params: idParamsSchema,
        body: popupBannerBodySchema,
        response: { 200: okEnvelope(adminPopupBannerSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await staffPopupBanners.updateBanner(staffOf(request), request.params.id, request.body)),
  );
};
