import {
  adminContactChangeBodySchema,
  adminCustomerContactSchema,
  contactChangeKindBodySchema,
  idParamsSchema,
  okEnvelope,
  otpSentSchema,
  verifyContactChangeBodySchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { AccountsStaffDeps } from '../../route-deps';

const tags = ['customers'];

/**
 * A customer's e-mail or phone changed from the back office goes the customer's own way: the new address is sent a
 * code and is the account's only once the code is entered, by the customer in the app or by staff as the customer
 * reads it out. Staff cannot set an address directly: whoever holds the phone or e-mail can reset the password, so a
 * direct change made on a caller's word (or with a typo) would hand the account over and block the real owner's
 * registration. Each request, confirmation and withdrawal writes an audit line; the old address is told.
 */
export const adminCustomerContactRoutes: FastifyPluginAsyncZod<AccountsStaffDeps> = async (
  app,
  { guard, contactChanges },
) => {
  const contact = { 200: okEnvelope(adminCustomerContactSchema), ...errorResponses };

  app.get(
    '/customers/:id/contact',
    { ...guard.staffOnly('customers'), schema: { tags, params: idParamsSchema, response: contact } },
    async (request) => ok(await contactChanges.contactOf(request.params.id)),
  );

  app.put(
    '/customers/:id/contact',
    {
      ...guard.staffOnly('customers'),
      schema: {
        tags,
        summary:
          'Ask for a new e-mail or phone: a code goes to it; it is the customer’s once the code is entered',
        params: idParamsSchema,
        body: adminContactChangeBodySchema,
        response: contact,
      },
    },
    async (request) => {
      const { id } = request.params;
      await contactChanges.contactOf(id);
      await contactChanges.requestChanges(id, request.body, staffOf(request));
      return ok(await contactChanges.contactOf(id));
    },
  );

  app.post(
    '/customers/:id/contact/verify',
    {
      ...guard.staffOnly('customers'),
      schema: {
        tags,
        summary: 'Enter the code the customer reads out from the new e-mail or phone',
        params: idParamsSchema,
        body: verifyContactChangeBodySchema,
        response: contact,
      },
    },
    async (request) => {
      const { id } = request.params;
      await contactChanges.contactOf(id);
      await contactChanges.confirm(id, request.body.type, request.body.code, staffOf(request));
      return ok(await contactChanges.contactOf(id));
    },
  );

  app.post(
    '/customers/:id/contact/resend',
    {
      ...guard.staffOnly('customers'),
      schema: {
        tags,
        summary: 'A new code to the pending e-mail or phone (60 seconds after the last one)',
        params: idParamsSchema,
        body: contactChangeKindBodySchema,
        response: { 200: okEnvelope(otpSentSchema), ...errorResponses },
      },
    },
    async (request) => {
      await contactChanges.contactOf(request.params.id);
      return ok(await contactChanges.resend(request.params.id, request.body.type));
    },
  );

  app.post(
    '/customers/:id/contact/cancel',
    {
      ...guard.staffOnly('customers'),
      schema: { tags, params: idParamsSchema, body: contactChangeKindBodySchema, response: contact },
    },
    async (request) => {
      const { id } = request.params;
      await contactChanges.contactOf(id);
      await contactChanges.cancel(id, request.body.type, staffOf(request));
      return ok(await contactChanges.contactOf(id));
    },
  );
};
