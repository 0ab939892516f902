import {
  adminPopupBannerSchema,
  adminSettingsSchema,
  idParamsSchema,
  okEnvelope,
  popupBannerBodySchema,
  sendNotificationBodySchema,
  sentNotificationSchema,
  settingChangeBodySchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { AdminDeps } from '../../../../staff-deps';

export const adminContentRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { guard, adminContent }) => {
  app.get(
    '/settings',
    {
      ...guard.staffOnly('settings'),
      schema: { tags: ['settings'], response: { 200: okEnvelope(adminSettingsSchema), ...errorResponses } },
    },
    async () => ok(await adminContent.settings()),
  );

  app.put(
    '/settings',
    {
      ...guard.staffOnly('settings'),
      schema: {
        tags: ['settings'],
        summary: "Turn one switch 'on' or 'off'; customers see it on their next load",
        body: settingChangeBodySchema,
        response: { 200: okEnvelope(adminSettingsSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminContent.changeSetting(staffOf(request), request.body)),
  );

  app.post(
    '/notifications',
    {
      ...guard.staffOnly('notifications'),
      schema: {
        tags: ['notifications'],
        summary: 'Send a notification to one customer, a customer group or everyone',
        body: sendNotificationBodySchema,
        response: { 200: okEnvelope(sentNotificationSchema), ...errorResponses },
      },
    },
    async (request) => ok(await adminContent.sendNotification(staffOf(request), request.body)),
  );

  app.get(
    '/popup-banners',
    {
      ...guard.staffOnly('banners'),
      schema: {
        tags: ['banners'],
        response: { 200: okEnvelope(adminPopupBannerSchema.array()), ...errorResponses },
      },
    },
    async () => ok(await adminContent.banners()),
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
    async (request) => ok(await adminContent.createBanner(staffOf(request), request.body)),
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
    async (request) => ok(await adminContent.updateBanner(staffOf(request), request.params.id, request.body)),
  );
};
