import { type OrderStatus, orderStatusKey } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { renderMessage } from '../../../platform/message-text';
import { type CustomerMessage, notify } from '../../notifications';

/** The moves a buyer also hears about by text message or e-mail: placed, paid, sent and delivered. */
const messageKeys: Partial<Record<OrderStatus, { purpose: string; key: string }>> = {
  pending: { purpose: 'ORDER_PLACED', key: 'orderMessagePlaced' },
  waiting_for_payment: { purpose: 'ORDER_PLACED', key: 'orderMessagePlaced' },
  paid_pending_delivery: { purpose: 'ORDER_PAID', key: 'orderMessagePaid' },
  on_delivery: { purpose: 'ORDER_SENT', key: 'orderMessageSent' },
  on_delivery_pending_payment: { purpose: 'ORDER_SENT', key: 'orderMessageSent' },
  delivered: { purpose: 'ORDER_DELIVERED', key: 'orderMessageDelivered' },
  delivered_pending_payment: { purpose: 'ORDER_DELIVERED', key: 'orderMessageDelivered' },
};

const orderMessage = (status: OrderStatus, orderNumber: string): CustomerMessage | undefined => {
  const message = messageKeys[status];
  if (!message) return undefined;
  return {
    purpose: message.purpose,
    write: (language) => ({
      subject: renderMessage('orderMessageSubject', { number: orderNumber }, language),
      text: renderMessage(message.key, { number: orderNumber }, language),
    }),
  };
};

/** Tells the buyer, in their language, which status their order has moved to. */
export const notifyOrderStatus = (
  trx: Kysely<Database>,
  order: { userId: number; orderId: number; orderNumber: string; status: OrderStatus; at: Date },
) => {
  const message = orderMessage(order.status, order.orderNumber);
  return notify(trx, {
    userId: order.userId,
    notice: (language) => ({
      title: renderMessage('orderNotificationTitle', { number: order.orderNumber }, language),
      body: renderMessage(
        'orderNotificationBody',
        { status: renderMessage(orderStatusKey(order.status), {}, language) },
        language,
      ),
    }),
    refId: order.orderId,
    at: order.at,
    ...(message ? { message } : {}),
  });
};
