import type { FastifyPluginAsync } from 'fastify';

/** The OpenAPI document generated from the routes' zod schemas. */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());
};
