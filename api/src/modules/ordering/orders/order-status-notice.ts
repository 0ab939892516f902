import { type OrderStatus, orderStatusKey } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { renderMessage } from '../../../platform/message-text';
import { type CustomerMessage, notify } from '../../notifications';

type MessageKey = { purpose: string; key: string };
const placed: MessageKey = { purpose: 'ORDER_PLACED', key: 'orderMessagePlaced' };
const sent: MessageKey = { purpose: 'ORDER_SENT', key: 'orderMessageSent' };
const delivered: MessageKey = { purpose: 'ORDER_DELIVERED', key: 'orderMessageDelivered' };

/** The moves a buyer also hears about by text message or e-mail: placed, paid, sent and delivered. */
const messageKeys: Partial<Record<OrderStatus, MessageKey>> = {
  pending: placed,
  waiting_for_payment: placed,
  paid_pending_delivery: { purpose: 'ORDER_PAID', key: 'orderMessagePaid' },
  on_delivery: sent,
  on_delivery_pending_payment: sent,
  delivered,
  delivered_pending_payment: delivered,
};

/** A pickup is not on its way to the buyer: it is ready at the showroom, then collected. */
const pickupKeys: Record<string, string> = {
  orderMessagePlaced: 'orderMessagePlacedPickup',
  orderMessageSent: 'orderMessageReadyToCollect',
  orderMessageDelivered: 'orderMessageCollected',
};

const orderMessage = (
  status: OrderStatus,
  orderNumber: string,
  pickup: boolean,
): CustomerMessage | undefined => {
  const message = messageKeys[status];
  if (!message) return undefined;
  const key = (pickup && pickupKeys[message.key]) || message.key;
  return {
    purpose: message.purpose,
    write: (language) => ({
      subject: renderMessage('orderMessageSubject', { number: orderNumber }, language),
      text: renderMessage(key, { number: orderNumber }, language),
    }),
  };
};

/** What the buyer is told of an order's move: its notice, and a text message or e-mail for the moves that have one. */
export const orderStatusNotice = (order: { status: OrderStatus; orderNumber: string; pickup?: boolean }) => {
  const message = orderMessage(order.status, order.orderNumber, order.pickup ?? false);
  return {
    notice: (language: string) => ({
      title: renderMessage('orderNotificationTitle', { number: order.orderNumber }, language),
      body: renderMessage(
        'orderNotificationBody',
        { status: renderMessage(orderStatusKey(order.status), {}, language) },
        language,
      ),
    }),
    ...(message ? { message } : {}),
  };
};

/** Tells the buyer, in their language, which status their order has moved to. */
export const notifyOrderStatus = (
  trx: Kysely<Database>,
  order: {
    userId: number;
    orderId: number;
    orderNumber: string;
    status: OrderStatus;
    at: Date;
    /** Collected at a showroom rather than delivered. */
    pickup?: boolean;
  },
) => notify(trx, { userId: order.userId, ...orderStatusNotice(order), refId: order.orderId, at: order.at });
