import { emptyDataSchema, okEnvelope, releaseHealthBodySchema } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { ok } from '../../platform/ok';
import { perIpLimit } from '../../platform/rate-limit';
import type { CanaryWatch } from './health-canary';
import { recordHealth } from './health-queries';
import type { ReleasesDeps } from './route-deps';

const checkEveryMs = 60_000;

/** Browsers' reports of each release's page loads and failures; a report about a running canary checks it. */
export const releaseHealthRoutes: FastifyPluginAsyncZod<ReleasesDeps & { canaryWatch: CanaryWatch }> = async (
  app,
  { db, clock, config, canaryWatch },
) => {
  // Each process also checks every running canary each minute: a canary's last report may have tipped it only
  // with page loads, which checks nothing, or the live release's.
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      canaryWatch
        .checkAll(app.log)
        .catch((error: unknown) => app.log.error({ err: error }, 'the canary check failed'));
    }, checkEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });

  app.post(
    '/release-health',
    {
      config: perIpLimit(config.releaseHealth.reportsPerMinute),
      schema: {
        tags: ['release-health'],
        summary: 'Report page loads and failures per app and release since the last report (no visitor data)',
        body: releaseHealthBodySchema,
        response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { reports } = request.body;
      await recordHealth(db, reports, clock.now());
      // The report is kept whatever the check does; a failed check is the operators' business, not the browser's.
      // Only a report with failures can tip a canary over; the minutely check catches the rest.
      await canaryWatch
        .afterReport(
          reports.filter((report) => report.failures > 0).map((report) => report.app),
          request.log,
        )
        .catch((error: unknown) => request.log.error({ err: error }, 'the canary check failed'));
      return ok(null);
    },
  );
};
