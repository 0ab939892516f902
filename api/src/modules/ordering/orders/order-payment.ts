import { ErrorCode } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import { AppError } from '../../../platform/errors';
import type { PaymentConfirmation, PaymentGateway } from '../../../platform/payments/gateway';
import { invalid, orderNotFound } from './order-errors';
import type { OrderStatusMoves } from './order-status-moves';

/** Charges through the payment gateway and the confirmations it sends back. */
export const createOrderPayment = ({
  db,
  gateway,
  changeStatus,
}: {
  db: Db;
  gateway: PaymentGateway;
  changeStatus: OrderStatusMoves['changeStatus'];
}) => {
  const startPayment = async (
    orderId: number,
    reference: string,
    amountCents: number,
    method: 'online_bank' | 'card',
    cardToken: string | undefined,
  ) => {
    const charge = await gateway.createCharge({ orderId, reference, amountCents, method, cardToken });
    await db
      .updateTable('orders')
      .set({ payment_reference: charge.reference, khqr: charge.khqr, payment_expires_at: charge.expiresAt })
      .where('id', '=', orderId)
      .execute();
    if (charge.status === 'paid') await markPaid(orderId, amountCents);
    if (charge.status === 'declined') await changeStatus(orderId, 'canceled', 'staff', 'cardDeclined');
  };

  const markPaid = async (orderId: number, amountCents: number) => {
    const order = await db
      .selectFrom('orders')
      .select(['status', 'total_cents'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    if (order.total_cents !== amountCents) throw invalid('paymentAmountMismatch');
    if (order.status === 'waiting_for_payment')
      await changeStatus(orderId, 'paid_pending_delivery', 'gateway');
  };

  /** A signed gateway confirmation: marks the order paid once (a repeated confirmation changes nothing). */
  const confirmPayment = async (confirmation: PaymentConfirmation, signature: string) => {
    if (!gateway.verifyConfirmation(confirmation, signature)) {
      throw new AppError(401, ErrorCode.invalidToken, 'paymentSignatureIsInvalid');
    }
    const order = await db
      .selectFrom('orders')
      .select(['id'])
      .where('payment_reference', '=', confirmation.reference)
      .executeTakeFirst();
    if (!order) throw orderNotFound();
    await markPaid(order.id, confirmation.amountCents);
    return order.id;
  };

  return { startPayment, confirmPayment };
};

export type OrderPayment = ReturnType<typeof createOrderPayment>;
