import { paymentMethodKey, phnomPenhText } from '@portal/shared/contract';
import type { Language } from '../../../platform/message-text';
import { a4Pdf, margin, right, rule, write } from '../receipts/pdf-drawing';
import type { ReceiptText } from '../receipts/receipt-content';
import { handOverFacts } from './hand-over';
import type { PaperOrder } from './paper-order';
import { bigOrderNumber, linesTable, paperFacts, paperHeader, roomFor, signatureLine } from './paper-parts';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** What the driver collects: the whole total for an unpaid cash-on-delivery order, nothing otherwise. */
const toCollect = (order: PaperOrder, text: ReceiptText) =>
  order.paymentMethod === 'cash_on_delivery' && order.paymentStatus === 'unpaid'
    ? dollars.format(order.totalAmount / 100)
    : text('paperNothingToCollect');

/** The customer's paper: who receives which goods (no prices), what to collect, and where they sign. */
export const deliveryNotePdf = (order: PaperOrder, shopName: string, text: ReceiptText, language: Language) =>
  a4Pdf(
    {
      title: `${text('deliveryNoteTitle')} ${order.orderNumber}`,
      language,
      createdAt: new Date(order.createdAt),
    },
    (doc) => {
      let y = paperHeader(doc, shopName, text('deliveryNoteTitle'));
      y = bigOrderNumber(doc, text('receiptOrderNumber'), order.orderNumber, y);
      y = paperFacts(
        doc,
        [
          { label: text('receiptDate'), value: phnomPenhText(order.createdAt) },
          { label: text('adminCustomer'), value: order.customer.name },
          ...(order.customer.phone ? [{ label: text('paperPhone'), value: order.customer.phone }] : []),
          ...handOverFacts(order, text),
          ...(order.remark ? [{ label: text('orderRemark'), value: order.remark }] : []),
        ],
        y,
      );
      y = linesTable(
        doc,
        [
          { title: text('paperSku'), width: 120 },
          { title: text('receiptItem'), width: 200 },
          { title: text('paperVariant'), width: 110 },
          { title: text('receiptQuantity'), width: right - margin - 430, align: 'right' },
        ],
        order.lines.map((line) => [
          { text: line.sku },
          { text: line.name },
          { text: line.variant },
          { text: String(line.quantity) },
        ]),
        y + 14,
      );
      y = roomFor(doc, y, 160) + 6;
      y = paperFacts(
        doc,
        [
          { label: text('checkoutPaymentMethod'), value: text(paymentMethodKey[order.paymentMethod]) },
          { label: text('paperAmountToCollect'), value: toCollect(order, text) },
        ],
        y,
        12,
      );
      rule(doc, y + 6);
      y = write(doc, text('paperReceivedNote'), margin, y + 16, { size: 9, width: right - margin });
      const half = (right - margin - 30) / 2;
      signatureLine(doc, text('paperReceivedBy'), margin, y + 10, half);
      signatureLine(doc, text('receiptDate'), margin + half + 30, y + 10, half);
    },
  );
