import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@portal/shared/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { throttleMessage } from './throttle';

/**
 * Per client address, in memory, for the calls anyone can hammer (sign-in, codes, registration): over the limit
 * answers 429 with the seconds to wait, and each request made while limited pushes the wait further out.
 */
export const registerRateLimit = (app: FastifyInstance) =>
  app.register(rateLimit, {
    global: false,
    exponentialBackoff: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, ErrorCode.tooManyRequests, throttleMessage, {
        seconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });

export const perIpLimit = (maxPerMinute: number) => ({
  rateLimit: { max: maxPerMinute, timeWindow: 60_000 },
});
