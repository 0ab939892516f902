import type { OrderDetail } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import { type Language, local, type MessageParams, renderMessage } from '../../../platform/message-text';
import { headOfficeOf } from '../../content';
import type { OrderService } from '../orders/service';
import { receiptContent } from './receipt-content';
import { receiptPdf } from './receipt-pdf';

export type Receipt = { fileName: string; pdf: Buffer };

/** An order's receipt as a PDF in the reader's language, for its buyer or for staff. */
export const createReceiptService = ({ db, orders }: { db: Db; orders: OrderService }) => {
  const shopOf = async (language: Language) => {
    const office = await headOfficeOf(db);
    return {
      name: renderMessage('appName', {}, language),
      address: office ? local(office.address, office.address_km, language) : null,
      phone: office?.phone ?? null,
    };
  };

  const render = async (order: OrderDetail, language: Language): Promise<Receipt> => {
    const text = (key: string, params: MessageParams = {}) => renderMessage(key, params, language);
    const content = receiptContent(order, await shopOf(language), text);
    return {
      fileName: `receipt-${order.orderNumber}.pdf`,
      pdf: await receiptPdf(content, language, new Date(order.createdAt)),
    };
  };

  return {
    /** The buyer's own order only: another's or an unknown one is not found. */
    forCustomer: async (userId: number, orderId: number, language: Language) =>
      render(await orders.detail(userId, orderId), language),
    forStaff: async (orderId: number, language: Language) =>
      render((await orders.detailForStaff(orderId)).detail, language),
  };
};

export type ReceiptService = ReturnType<typeof createReceiptService>;
