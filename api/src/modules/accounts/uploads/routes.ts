import {
  emptyDataSchema,
  imageVariantQuerySchema,
  maxUploadBytes,
  okEnvelope,
  presignBodySchema,
  presignedUploadSchema,
  uploadContentTypes,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { AccountsDeps } from '../route-deps';

const fileParamsSchema = z.object({ '*': z.string().max(512, 'resourceNotFound') });
const uploadQuerySchema = z.object({
  expires: z.string({ error: 'uploadLinkIsInvalidOrExpired' }).max(20).optional(),
  signature: z.string({ error: 'uploadLinkIsInvalidOrExpired' }).max(128).optional(),
  size: z.string({ error: 'uploadLinkIsInvalidOrExpired' }).max(12).optional(),
});

export const uploadRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, { auth, uploads }) => {
  const tags = ['upload'];
  // Raw image bytes, only here; every other content type keeps its usual parser (and is refused below).
  app.addContentTypeParser(
    [...new Set(Object.values(uploadContentTypes))],
    { parseAs: 'buffer', bodyLimit: maxUploadBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/upload/presign',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: 'Presigned upload URLs: PUT each file to its uploadUrl, then use its key',
        body: presignBodySchema,
        response: { 200: okEnvelope(z.array(presignedUploadSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await uploads.presign(callerOf(request).userId, request.body)),
  );

  app.put(
    '/upload/files/*',
    {
      bodyLimit: maxUploadBytes,
      schema: {
        tags,
        summary: 'The upload itself: the raw image (5 MB at most) with the content type it was presigned for',
        params: fileParamsSchema,
        querystring: uploadQuerySchema,
        response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
      },
    },
    async (request) => {
      await uploads.receive(
        request.params['*'],
        request.headers['content-type'],
        request.query,
        request.body,
      );
      return ok(null);
    },
  );

  app.get(
    '/upload/files/*',
    {
      schema: {
        tags,
        summary:
          'A stored image, by key (the bytes, with their image content type); `w` and `format` ask for it smaller or lighter',
        params: fileParamsSchema,
        querystring: imageVariantQuerySchema,
        response: { 200: z.unknown().describe('The image'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const { w: width, format } = request.query;
      const { body, contentType } =
        width || format
          ? await uploads
              .openVariant(key, { width, format })
              .then(({ bytes, contentType }) => ({ body: bytes, contentType }))
          : await uploads.open(key).then(({ stream, contentType }) => ({ body: stream, contentType }));
      return reply
        .header('content-type', contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(body);
    },
  );
};
