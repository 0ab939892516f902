import {
  emptyDataSchema,
  okEnvelope,
  paymentConfirmationBodySchema,
  sandboxTokenizeBodySchema,
  sandboxTokenSchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../../../platform/errors';
import { ok } from '../../../platform/ok';
import { signConfirmation } from '../../../platform/payments/gateway';
import type { OrderingDeps } from '../route-deps';

/** The gateway's confirmation callback: no user token, the HMAC signature is the proof. */
export const paymentCallbackRoutes: FastifyPluginAsyncZod<OrderingDeps> = async (app, { orders }) => {
  app.post(
    '/payment/callback',
    {
      schema: {
        tags: ['payment gateway'],
        summary: 'Signed payment confirmation from the gateway (X-Gateway-Signature: HMAC-SHA256 hex)',
        headers: z.object({ 'x-gateway-signature': z.string().max(200).optional() }),
        body: paymentConfirmationBodySchema,
        response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
      },
    },
    async (request) => {
      await orders.confirmPayment(request.body, request.headers['x-gateway-signature'] ?? '');
      return ok(null);
    },
  );
};

/**
 * The sandbox gateway (never in production): tokenizes cards and, standing in for the customer's banking app,
 * confirms a KHQR payment by sending the signed confirmation to our callback.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<OrderingDeps> = async (
  app,
  { sandboxGateway, db, clock },
) => {
  const tags = ['sandbox gateway'];
  app.post(
    '/sandbox-gateway/tokenize',
    {
      schema: {
        tags,
        summary: 'Card number (Luhn), expiry and CVV in, a token out; the card is not kept',
        body: sandboxTokenizeBodySchema,
        response: { 200: okEnvelope(sandboxTokenSchema), ...errorResponses },
      },
    },
    async (request) => {
      const result = sandboxGateway.tokenize(request.body);
      if ('error' in result) throw new AppError(400, 4000, result.error ?? 'badRequest');
      return ok({ token: result.token, last4: result.last4 });
    },
  );

  app.post(
    '/sandbox-gateway/charges/:reference/confirm',
    {
      schema: {
        tags,
        summary: 'Pay a waiting KHQR charge: sends the signed confirmation to /client/payment/callback',
        params: z.object({ reference: z.string().min(1).max(100) }),
        response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
      },
    },
    async (request) => {
      const order = await db
        .selectFrom('orders')
        .select(['payment_reference', 'total_cents'])
        .where('payment_reference', '=', request.params.reference)
        .executeTakeFirst();
      if (!order?.payment_reference) throw new AppError(404, 4040, 'orderNotFound');
      const confirmation = {
        reference: order.payment_reference,
        amountCents: order.total_cents,
        status: 'paid' as const,
        paidAt: clock.now().toISOString(),
      };
      const answer = await app.inject({
        method: 'POST',
        url: '/client/payment/callback',
        headers: { 'x-gateway-signature': signConfirmation(sandboxGateway.secret, confirmation) },
        payload: confirmation,
      });
      if (answer.statusCode !== 200)
        throw new AppError(answer.statusCode, answer.statusCode * 10, 'paymentConfirmationFailed');
      return ok(null);
    },
  );
};
