import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Db } from './db/schema';
import { docsRoutes } from './modules/docs/routes';
import { healthRoutes } from './modules/health/routes';
import { localizeRoutes } from './modules/localize/routes';
import { settingsRoutes } from './modules/settings/routes';
import { type Clock, systemClock } from './platform/clock';
import type { Config } from './platform/config';
import type { AppDeps } from './platform/deps';
import { errorHandlerPlugin, sendError } from './platform/error-handler';

export type BuildAppOptions = { db: Db; config: Config; clock?: Clock };

const bodyLimit = 1024 * 1024;

/** The /client API, ready to `listen` or `inject`; the caller owns the database and closes it after the app. */
export const buildApp = ({ db, config, clock = systemClock }: BuildAppOptions) => {
  const app = Fastify({
    // Fastify's request serialiser logs method, url and client address, never bodies or headers.
    logger: { level: config.logLevel },
    bodyLimit,
    frameworkErrors: sendError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.register(errorHandlerPlugin);
  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Coffee Portal client API', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });

  const client = { prefix: '/client', db, config, clock } satisfies AppDeps & { prefix: string };
  app.register(healthRoutes, client);
  app.register(settingsRoutes, client);
  app.register(localizeRoutes, client);
  app.register(docsRoutes, client);

  return app;
};

export type App = ReturnType<typeof buildApp>;
