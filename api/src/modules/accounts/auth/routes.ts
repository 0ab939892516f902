import {
  emptyDataSchema,
  loginBodySchema,
  logoutBodySchema,
  okEnvelope,
  providerLoginBodySchema,
  refreshBodySchema,
  type SocialProvider,
  socialLoginBodySchema,
  socialLoginResultSchema,
  socialProviders,
  tokenPairSchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/errors';
import { useJsonBodyParser } from '../../../platform/json-body';
import { ok } from '../../../platform/ok';
import { perIpLimit } from '../../../platform/rate-limit';
import type { AccountsDeps } from '../route-deps';
import { refreshReuseGraceSeconds } from './sessions';

export const authRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, deps) => {
  const { authService, sessions, accessTokens, config, socialSignIn } = deps;

  app.post(
    '/auth/login',
    {
      config: perIpLimit(config.rateLimitPerIpPerMinute),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with phone or e-mail and password',
        body: loginBodySchema,
        response: { 200: okEnvelope(tokenPairSchema), ...errorResponses },
      },
    },
    async (request) => ok(await authService.login(request.body)),
  );

  app.post(
    '/auth/login/social',
    {
      config: perIpLimit(config.rateLimitPerIpPerMinute),
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with a Google or Apple ID token or a Facebook access token: tokens, or a registration prefill',
        body: socialLoginBodySchema,
        response: { 200: okEnvelope(socialLoginResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { socialType, accessToken, firstName, lastName, remember } = request.body;
      return ok(await socialSignIn(socialType, accessToken, { firstName, lastName }, { remember }));
    },
  );

  // The spec's three; the sandbox provider is reached through /auth/login/social only.
  for (const provider of socialProviders.filter((name) => name !== 'sandbox')) {
    app.post(
      `/auth/login/${provider}`,
      {
        config: perIpLimit(config.rateLimitPerIpPerMinute),
        schema: {
          tags: ['auth'],
          summary: `Sign in with ${provider}: tokens, or a registration prefill`,
          body: providerLoginBodySchema,
          response: { 200: okEnvelope(socialLoginResultSchema), ...errorResponses },
        },
      },
      async (request) => {
        const { accessToken, firstName, lastName, remember } = request.body;
        return ok(
          await socialSignIn(provider as SocialProvider, accessToken, { firstName, lastName }, { remember }),
        );
      },
    );
  }

  app.post(
    '/auth/regenerate-token',
    {
      config: perIpLimit(config.rateLimitPerIpPerMinute * 2),
      schema: {
        tags: ['auth'],
        summary: `Trade a refresh token for a new pair; a refresh token works once (again within ${refreshReuseGraceSeconds} s: the same pair)`,
        body: refreshBodySchema,
        response: { 200: okEnvelope(tokenPairSchema), ...errorResponses },
      },
    },
    async (request) => ok(await sessions.rotate(request.body.refreshToken)),
  );

  app.register(async (scope) => {
    useJsonBodyParser(scope, { allowEmpty: true });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'End the session named by the refresh token, the access token or the Authorization header',
          body: logoutBodySchema,
          response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
        },
      },
      async (request) => {
        const header = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
        const { refreshToken, accessToken } = request.body;
        const sessionIds = new Set<string>();
        if (refreshToken) {
          const sessionId = await sessions.sessionOfRefreshToken(refreshToken);
          if (sessionId) sessionIds.add(sessionId);
        }
        for (const token of [accessToken, header]) {
          if (!token) continue;
          // An expired access token still names its session: signing out must work after 30 minutes too.
          const claims = await accessTokens.verify(token, { ignoreExpiry: true }).catch(() => null);
          if (claims) sessionIds.add(claims.sessionId);
        }
        for (const sessionId of sessionIds) await sessions.end(sessionId, 'logout');
        return ok(null);
      },
    );
  });
};
