import { api, refreshCart, refreshOrders, useMutation } from '@portal/shared';
import { okEnvelope, orderDetailSchema, type PlaceOrderBody } from '@portal/shared/contract';

/**
 * POST order; the key stays the same for every retry of one checkout, so a double submit makes one order. The cart
 * empties, and the account's orders and points change with it.
 */
export const placeOrder = async (body: PlaceOrderBody, idempotencyKey: string) =>
  okEnvelope(orderDetailSchema).parse(
    (await api.post('/order', body, { headers: { 'Idempotency-Key': idempotencyKey } })).data,
  ).data;
export const usePlaceOrder = () =>
  useMutation({
    mutationFn: ({ body, key }: { body: PlaceOrderBody; key: string }) => placeOrder(body, key),
    onSuccess: () => Promise.all([refreshCart(), refreshOrders()]),
  });
