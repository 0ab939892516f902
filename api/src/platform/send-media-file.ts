import { fileURLToPath } from 'node:url';
import send from '@fastify/send';
import { ErrorCode } from '@portal/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * A media file kept with the portal, with byte ranges (206, 416), so a video player can seek without starting again
 * from the first byte; caching by ETag and Last-Modified as well.
 */
export const sendMediaFile = async (
  request: FastifyRequest,
  reply: FastifyReply,
  file: URL,
  contentType: string,
) => {
  const { statusCode, headers, stream, type } = await send(request.raw, fileURLToPath(file), {
    dotfiles: 'deny',
    index: false,
    maxAge: '1d',
  });
  if (type === 'error') {
    stream.destroy();
    // Asked for bytes past the end: the answer says how many there are.
    if (statusCode === 416) return reply.code(416).headers(headers).send();
    throw new AppError(404, ErrorCode.notFound, 'resourceNotFound');
  }
  return reply
    .code(statusCode)
    .headers(headers)
    .header('content-type', contentType)
    .header('x-content-type-options', 'nosniff')
    .send(stream);
};
