import type { Db } from '../../../db/schema';
import { type Language, type MessageParams, renderMessage } from '../../../platform/message-text';
import type { Receipt } from '../receipts/service';
import type { StaffOrderService } from '../staff/orders/service';
import { deliveryNotePdf } from './delivery-note-pdf';
import { readPaperOrder } from './paper-order';
import { pickListPdf } from './pick-list-pdf';

/** The papers staff print for an order: a pick list for the warehouse and a delivery note for the customer. */
export const createOrderPapers = (deps: { db: Db; staffOrders: StaffOrderService }) => {
  const paper =
    (name: string, draw: typeof pickListPdf) =>
    async (orderId: number, language: Language): Promise<Receipt> => {
      const order = await readPaperOrder(deps, orderId, language);
      const text = (key: string, params: MessageParams = {}) => renderMessage(key, params, language);
      return {
        fileName: `${name}-${order.orderNumber}.pdf`,
        pdf: await draw(order, text('appName'), text, language),
      };
    };
  return {
    pickList: paper('pick-list', pickListPdf),
    deliveryNote: paper('delivery-note', deliveryNotePdf),
  };
};

export type OrderPapers = ReturnType<typeof createOrderPapers>;
