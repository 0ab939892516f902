import {
  adminSettingsSchema,
  lowStockDefaultBodySchema,
  lowStockDefaultSchema,
  okEnvelope,
  settingChangeBodySchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { ContentStaffDeps } from '../../route-deps';

export const staffSettingsRoutes: FastifyPluginAsyncZod<ContentStaffDeps> = async (
  app,
  { guard, staffSettings },
) => {
  app.get(
    '/settings',
    {
      ...guard.staffOnly('settings'),
      schema: { tags: ['settings'], response: { 200: okEnvelope(adminSettingsSchema), ...errorResponses } },
    },
    async () => ok(await staffSettings.settings()),
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
    async (request) => ok(await staffSettings.changeSetting(staffOf(request), request.body)),
  );

  app.get(
    '/settings/low-stock-level',
    {
      ...guard.staffOnly('settings'),
      schema: { tags: ['settings'], response: { 200: okEnvelope(lowStockDefaultSchema), ...errorResponses } },
    },
    async () => ok(await staffSettings.lowStockDefault()),
  );

  app.put(
    '/settings/low-stock-level',
    {
      ...guard.staffOnly('settings'),
      schema: {
        tags: ['settings'],
        summary: 'The low-stock level of every variant without one of its own',
        body: lowStockDefaultBodySchema,
        response: { 200: okEnvelope(lowStockDefaultSchema), ...errorResponses },
      },
    },
    async (request) => ok(await staffSettings.changeLowStockDefault(staffOf(request), request.body)),
  );
};
