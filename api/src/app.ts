import swagger from '@fastify/swagger';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { composeDeps } from './compose';
import { poolOf } from './db/connection';
import type { Db } from './db/schema';
import type { AppDeps } from './deps';
import { academyRoutes } from './modules/academy';
import { accountsRoutes } from './modules/accounts';
import { catalogueRoutes } from './modules/catalogue';
import { contentDevRoutes, contentRoutes } from './modules/content';
import { notificationsDevRoutes, notificationsRoutes } from './modules/notifications';
import { orderingRoutes } from './modules/ordering';
import { releasesRoutes } from './modules/releases';
import { serviceDeskRoutes } from './modules/service-desk';
import { systemRoutes } from './modules/system';
import { rememberClientAddress } from './platform/client-address';
import { type Clock, systemClock } from './platform/clock';
import type { Config } from './platform/config';
import { errorHandlerPlugin, sendError } from './platform/error-handler';
import { refuseNulInUrl, useJsonBodyParser } from './platform/json-body';
import { createMessageSender, type MessageSender } from './platform/messages';
import { createMetrics } from './platform/metrics';
import { registerRateLimit } from './platform/rate-limit';
import { decorateRequestLanguage } from './platform/request-language';
import { createSocialVerifiers, type SocialVerifiers } from './platform/social';
import { createSocialSandbox } from './platform/social/sandbox';
import { socialSandboxRoutes } from './platform/social/sandbox-routes';
import { createStorage, type FileStorage } from './platform/storage';
import { staffApi } from './staff-api';

export type BuildAppOptions = {
  db: Db;
  config: Config;
  clock?: Clock;
  /** Replaces the configured message adapters (tests capture messages this way). */
  messages?: MessageSender;
  storage?: FileStorage;
  socialVerifiers?: SocialVerifiers;
};

const bodyLimit = 1024 * 1024;

/** The /client API, ready to `listen` or `inject`; the caller owns the database and closes it after the app. */
export const buildApp = ({
  db,
  config,
  clock = systemClock,
  messages,
  storage,
  socialVerifiers,
}: BuildAppOptions) => {
  const app = Fastify({
    // Fastify's request serialiser logs method, url and client address, never bodies or headers.
    logger: { level: config.logLevel },
    bodyLimit,
    trustProxy: config.trustProxy,
    // The front door names each request (X-Request-Id); its logs and this process's carry the same id.
    requestIdHeader: 'x-request-id',
    frameworkErrors: sendError,
  }).withTypeProvider<ZodTypeProvider>();
  const metrics = createMetrics();
  metrics.register(app);
  const pool = poolOf(db);
  if (pool) metrics.watchPool(pool);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.register(errorHandlerPlugin);
  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Coffee Portal client API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  useJsonBodyParser(app);
  refuseNulInUrl(app);
  registerRateLimit(app, db);
  rememberClientAddress(app);
  app.decorateRequest('auth', null);
  decorateRequestLanguage(app);
  app.decorateRequest('staff', null);

  const socialSandbox = createSocialSandbox(config, clock);
  const deps = composeDeps({
    db,
    config,
    clock,
    messages: messages ?? createMessageSender({ db, config, clock, log: app.log }),
    storage: storage ?? createStorage({ config, clock }),
    socialVerifiers:
      socialVerifiers ?? createSocialVerifiers(config.social, clock, { sandbox: socialSandbox.verifier }),
    onCacheRead: metrics.cacheRead,
  });
  app.addHook('onReady', () => deps.readCache.start());
  app.addHook('onClose', () => deps.readCache.close());
  app.addHook('onClose', () => deps.releaseRegistryStore.close());
  app.register(
    async (client) => {
      const domains: FastifyPluginAsync<AppDeps>[] = [
        systemRoutes,
        contentRoutes,
        accountsRoutes,
        notificationsRoutes,
        catalogueRoutes,
        serviceDeskRoutes,
        academyRoutes,
        orderingRoutes,
        releasesRoutes,
      ];
      for (const routes of domains) await client.register(routes, deps);
    },
    { prefix: '/client' },
  );
  app.register(staffApi, { prefix: '/admin-api', ...deps });
  if (config.env !== 'production') {
    app.register(notificationsDevRoutes, { db });
    app.register(contentDevRoutes, { db, readCache: deps.readCache });
    app.register(socialSandboxRoutes, { prefix: '/client', sandbox: socialSandbox });
  }

  return app;
};

export type App = ReturnType<typeof buildApp>;
