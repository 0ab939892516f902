import { type OrderStatus, orderStatusKey } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { renderMessage } from '../../../platform/message-text';
import { notify } from '../../notifications';

/** Tells the buyer, in their language, which status their order has moved to. */
export const notifyOrderStatus = (
  trx: Kysely<Database>,
  order: { userId: number; orderId: number; orderNumber: string; status: OrderStatus; at: Date },
) =>
  notify(trx, {
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
  });
