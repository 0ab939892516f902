import {
  ErrorCode,
  okEnvelope,
  releaseAppSchema,
  releasePreviewLinkSchema,
  releasePreviewParamsSchema,
  releasePreviewQuerySchema,
  releasePreviewSchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../../platform/errors';
import { ok } from '../../platform/ok';
import { perIpLimit } from '../../platform/rate-limit';
import { recordAudit } from '../../platform/staff';
import { previewLifetimeMs, previewTokens } from './preview-token';
import { createReleaseFolders } from './publishing/release-files';
import { releaseCallerOf, type releaseGuard } from './release-access';
import type { ReleasesDeps } from './route-deps';

const notFound = () => new AppError(404, ErrorCode.notFound, 'resourceNotFound');

/**
 * `POST /admin-api/releases/:app/:version/preview`: a link that makes the browser opening it, and only it, run that
 * kept release inside the real portal (the host keeps the token in a cookie and asks what it previews), for a day.
 */
export const releasePreviewStaffRoutes: FastifyPluginAsyncZod<
  Pick<ReleasesDeps, 'db' | 'clock' | 'config'> & { access: ReturnType<typeof releaseGuard> }
> = async (app, { db, clock, config, access }) => {
  const tokens = previewTokens(config.secret);
  const files = createReleaseFolders();
  app.post(
    '/releases/:app/:version/preview',
    {
      ...access.staffOrAppToken,
      schema: {
        tags: ['releases'],
        params: releasePreviewParamsSchema,
        response: { 200: okEnvelope(releasePreviewLinkSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { app: previewed, version } = request.params;
      if (!(await files.exists(previewed, version))) throw notFound();
      const expiresAt = new Date(clock.now().getTime() + previewLifetimeMs);
      const token = tokens.sign({ app: previewed, version, expiresAt });
      const origin = config.publicUrl ?? request.headers.origin ?? `${request.protocol}://${request.host}`;
      const caller = releaseCallerOf(request);
      await recordAudit(db, clock, caller.auditAs, {
        action: 'release.preview',
        entity: 'release',
        entityId: `${previewed}@${version}`,
        before: null,
        after: { by: caller.by, expiresAt: expiresAt.toISOString() },
      });
      return ok({ url: `${origin}/?release-preview=${token}`, expiresAt: expiresAt.toISOString() });
    },
  );
};

/** `GET /client/release-preview?token=`: what a preview link's token previews (the host asks), or 404. */
export const releasePreviewRoutes: FastifyPluginAsyncZod<Pick<ReleasesDeps, 'clock' | 'config'>> = async (
  app,
  { clock, config },
) => {
  const tokens = previewTokens(config.secret);
  app.get(
    '/release-preview',
    {
      config: perIpLimit(config.rateLimitPerIpPerMinute),
      schema: {
        tags: ['releases'],
        querystring: releasePreviewQuerySchema,
        response: { 200: okEnvelope(releasePreviewSchema), ...errorResponses },
      },
    },
    async (request) => {
      const previewed = tokens.verify(request.query.token, clock.now());
      const app = releaseAppSchema.safeParse(previewed?.app);
      if (!previewed || !app.success) throw notFound();
      return ok({ ...previewed, app: app.data, expiresAt: previewed.expiresAt.toISOString() });
    },
  );
};
