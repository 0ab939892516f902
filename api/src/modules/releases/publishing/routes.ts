import { okEnvelope, releaseAppParamsSchema, releaseFactsSchema } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorResponses, platformMessage } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import { releaseCallerOf, type releaseGuard } from '../release-access';
import type { createPublishing } from './service';

/** The media types a release archive may be sent as. */
export const archiveTypes = ['application/gzip', 'application/x-gzip', 'application/octet-stream'];

/** `POST /releases/:app` with a `.tar.gz` of one release folder as the body. */
export const publishingRoutes: FastifyPluginAsyncZod<{
  access: ReturnType<typeof releaseGuard>;
  publishing: ReturnType<typeof createPublishing>;
  maxArchiveBytes: number;
}> = async (app, { access, publishing, maxArchiveBytes }) => {
  app.addContentTypeParser(archiveTypes, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/releases/:app',
    {
      ...access.staffOrAppToken,
      bodyLimit: maxArchiveBytes,
      schema: {
        tags: ['releases'],
        consumes: archiveTypes,
        params: releaseAppParamsSchema,
        response: { 200: okEnvelope(releaseFactsSchema), ...errorResponses },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError(415, 4150, platformMessage.unsupportedMediaType);
      return ok(await publishing.publish(releaseCallerOf(request), request.params.app, request.body));
    },
  );
};
