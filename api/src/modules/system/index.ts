import type { FastifyPluginAsync } from 'fastify';
import { clientErrorRoutes } from './client-errors/routes';
import { docsRoutes } from './docs/routes';
import { healthRoutes } from './health/routes';
import type { SystemDeps } from './route-deps';

/** The API about itself: health, its documentation, and the errors browsers report. */
export const systemRoutes: FastifyPluginAsync<SystemDeps> = async (app, deps) => {
  await app.register(healthRoutes, deps);
  await app.register(clientErrorRoutes, deps);
  await app.register(docsRoutes, deps);
};
