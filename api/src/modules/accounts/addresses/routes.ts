import {
  addressSchema,
  createAddressBodySchema,
  emptyDataSchema,
  idParamsSchema,
  listEnvelope,
  listQuerySchema,
  okEnvelope,
  placeSchema,
  placesParamsSchema,
  placesQuerySchema,
  updateAddressBodySchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import type { AccountsDeps } from '../route-deps';

export const addressRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, { auth, addresses }) => {
  const tags = ['address'];
  app.addHook('onRequest', auth.requireUser);

  app.get(
    '/address/country',
    {
      schema: {
        tags,
        summary: 'Countries',
        response: { 200: listEnvelope(placeSchema), ...errorResponses },
      },
    },
    async (request) => {
      const countries = await addresses.countries(request.language);
      return { ...ok(countries), meta: { limit: countries.length, offset: 0, total: countries.length } };
    },
  );

  app.get(
    '/address/provinceOrDistrict/:param',
    {
      schema: {
        tags,
        summary: 'Provinces of a country (type=province) or districts of a province (type=district)',
        params: placesParamsSchema,
        querystring: placesQuerySchema,
        response: { 200: listEnvelope(placeSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { places, meta } = await addresses.places(request.params.param, request.query, request.language);
      return { ...ok(places), meta };
    },
  );

  app.get(
    '/address',
    {
      schema: {
        tags,
        summary: "The caller's addresses, the default first",
        querystring: listQuerySchema,
        response: { 200: listEnvelope(addressSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { addresses: list, total } = await addresses.list(
        callerOf(request).userId,
        limit,
        offset,
        request.language,
      );
      return { ...ok(list), meta: { limit, offset, total } };
    },
  );

  app.post(
    '/address',
    {
      schema: {
        tags,
        summary: 'Add an address (the first one becomes the default)',
        body: createAddressBodySchema,
        response: { 200: okEnvelope(addressSchema), ...errorResponses },
      },
    },
    async (request) => ok(await addresses.create(callerOf(request).userId, request.body, request.language)),
  );

  app.put(
    '/address/:id',
    {
      schema: {
        tags,
        summary: 'Change an address; default: true makes it the default',
        params: idParamsSchema,
        body: updateAddressBodySchema,
        response: { 200: okEnvelope(addressSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await addresses.update(callerOf(request).userId, request.params.id, request.body, request.language)),
  );

  app.delete(
    '/address/:id',
    {
      schema: {
        tags,
        summary: 'Remove an address; removing the default moves it to another address',
        params: idParamsSchema,
        response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
      },
    },
    async (request) => {
      await addresses.remove(callerOf(request).userId, request.params.id);
      return ok(null);
    },
  );
};
