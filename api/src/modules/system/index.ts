import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps';
import { clientErrorRoutes } from './client-errors/routes';
import { docsRoutes } from './docs/routes';
import { healthRoutes } from './health/routes';

/** The API about itself: health, its documentation, and the errors browsers report. */
export const systemRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(healthRoutes, deps);
  await app.register(clientErrorRoutes, deps);
  await app.register(docsRoutes, deps);
};
