import { ErrorCode } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { PaymentConfirmation, PaymentGateway } from '../../../platform/payments/gateway';
import { conflict, invalid, orderNotFound } from './order-errors';
import type { OrderMoves } from './order-moves';

/** Charges through the payment gateway and the confirmations it sends back. */
export const createOrderPayment = ({
  db,
  clock,
  gateway,
  changeStatus,
}: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  changeStatus: OrderMoves['changeStatus'];
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
      .set({
        payment_reference: charge.reference,
        khqr: charge.khqr,
        payment_deep_link: charge.deepLink,
        payment_expires_at: charge.expiresAt,
      })
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

  /**
   * A new KHQR for the buyer's order once the last one has expired, under the same payment reference (the bill the
   * bank's confirmation names). While the QR is still valid it is kept: two open pages do not replace each other's.
   */
  const renewKhqr = async (userId: number, orderId: number) => {
    const order = await db
      .selectFrom('orders')
      .select([
        'status',
        'payment_method',
        'payment_reference',
        'order_number',
        'total_cents',
        'payment_expires_at',
      ])
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!order) throw orderNotFound();
    if (order.status !== 'waiting_for_payment' || order.payment_method !== 'online_bank')
      throw conflict('orderIsNotAwaitingPayment');
    if (order.payment_expires_at && order.payment_expires_at > clock.now()) return;
    await startPayment(
      orderId,
      order.payment_reference ?? order.order_number,
      order.total_cents,
      'online_bank',
      undefined,
    );
  };

  return { startPayment, confirmPayment, renewKhqr };
};

export type OrderPayment = ReturnType<typeof createOrderPayment>;
