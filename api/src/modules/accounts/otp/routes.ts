import { okEnvelope, otpSentSchema, sendOtpBodySchema } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import { perIpLimit } from '../../../platform/rate-limit';
import type { AccountsDeps } from '../route-deps';

export const otpRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, { otp, config }) => {
  app.post(
    '/otp/send',
    {
      config: perIpLimit(config.rateLimitPerIpPerMinute),
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit code (valid 5 minutes; a new one after 60 seconds)',
        body: sendOtpBodySchema,
        response: { 200: okEnvelope(otpSentSchema), ...errorResponses },
      },
    },
    async (request) => ok(await otp.send(request.body)),
  );
};
