import { settingKeys } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/schema';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { ReadCache } from '../../../platform/read-cache';

/**
 * `PUT /__dev/settings/<key>` with `{ value: 'on' | 'off' }`: flips a feature switch the way the back office would.
 * Registered only outside production, so a switched-off page can be tried locally and in browser tests.
 */
export const devSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; readCache: ReadCache }> = async (
  app,
  { db, readCache },
) => {
  app.put(
    '/__dev/settings/:key',
    {
      schema: {
        hide: true,
        params: z.object({ key: z.enum(settingKeys, { error: 'resourceNotFound' }) }),
        body: z.object({ value: z.enum(['on', 'off'], { error: 'badRequest' }) }, { error: 'badRequest' }),
        response: { 200: z.object({ data: z.null(), message: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      await db
        .updateTable('settings')
        .set({ value: request.body.value })
        .where('key', '=', request.params.key)
        .execute();
      // The trigger's notification reaches this process after the commit; the next read here must not wait for it.
      readCache.invalidate('settings');
      return ok(null);
    },
  );
};
