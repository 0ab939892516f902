import {
  idParamsSchema,
  okEnvelope,
  stockAlertIdsSchema,
  stockAlertQuerySchema,
  stockAlertStateSchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { CatalogueDeps } from '../route-deps';

export const stockAlertRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (app, { auth, stockAlerts }) => {
  const tags = ['stock alert'];
  const security = [{ bearer: [] }];

  app.get(
    '/stock-alert',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Ids of the variants of a product the signed-in customer waits to see back in stock',
        querystring: stockAlertQuerySchema,
        response: { 200: okEnvelope(stockAlertIdsSchema), ...errorResponses },
      },
    },
    async (request) => ok(await stockAlerts.waitingOn(callerOf(request).userId, request.query.productId)),
  );

  app.post(
    '/variant/:id/stock-alert',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Tell me (notification and SMS or e-mail) when this sold-out variant is back in stock; asking twice keeps one (409 while in stock)',
        params: idParamsSchema,
        response: { 200: okEnvelope(stockAlertStateSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await stockAlerts.subscribe(callerOf(request).userId, request.params.id, request.language)),
  );

  app.delete(
    '/variant/:id/stock-alert',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Cancels the back-in-stock alert of a variant',
        params: idParamsSchema,
        response: { 200: okEnvelope(stockAlertStateSchema), ...errorResponses },
      },
    },
    async (request) => ok(await stockAlerts.unsubscribe(callerOf(request).userId, request.params.id)),
  );
};
