import {
  adminHomeBannerBodySchema,
  adminHomeBannerOrderBodySchema,
  adminHomeBannerSchema,
  idParamsSchema,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { ContentStaffDeps } from '../../route-deps';

const tags = ['banners'];

export const adminHomeBannerRoutes: FastifyPluginAsyncZod<ContentStaffDeps> = async (
  app,
  { guard, adminHomeBanners },
) => {
  app.get(
    '/home-banners',
    {
      ...guard.staffOnly('banners'),
      schema: {
        tags,
        summary: "The home slider's banners in their order, hidden ones too",
        response: { 200: okEnvelope(adminHomeBannerSchema.array()), ...errorResponses },
      },
    },
    async () => ok(await adminHomeBanners.list()),
  );

  app.post(
    '/home-banners',
    {
      ...guard.staffOnly('banners'),
      schema: {
        tags,
        summary: 'Adds a banner at the end of the slider (image key from POST /client/upload/presign)',
        body: adminHomeBannerBodySchema,
        response: { 200: okEnvelope(adminHomeBannerSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminHomeBanners.create(staffOf(request), request.body)),
  );

  app.put(
    '/home-banners/:id',
    {
      ...guard.staffOnly('banners'),
      schema: {
        tags,
        params: idParamsSchema,
        body: adminHomeBannerBodySchema,
        response: { 200: okEnvelope(adminHomeBannerSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminHomeBanners.update(staffOf(request), request.params.id, request.body)),
  );

  for (const [action, isActive] of [
    ['show', true],
    ['hide', false],
  ] as const) {
    app.post(
      `/home-banners/:id/${action}`,
      {
        ...guard.staffOnly('banners'),
        schema: {
          tags,
          params: idParamsSchema,
          response: { 200: okEnvelope(adminHomeBannerSchema), ...errorResponses },
        },
      },
      async (request) => ok(await adminHomeBanners.setActive(staffOf(request), request.params.id, isActive)),
    );
  }

  app.put(
    '/home-banners-order',
    {
      ...guard.staffOnly('banners'),
      schema: {
        tags,
        summary: 'Puts the slides in the order given (every banner id once)',
        body: adminHomeBannerOrderBodySchema,
        response: { 200: okEnvelope(z.array(adminHomeBannerSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await adminHomeBanners.reorder(staffOf(request), request.body.ids)),
  );
};
