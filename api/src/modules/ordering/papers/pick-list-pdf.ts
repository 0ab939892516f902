import { phnomPenhText } from '@portal/shared/contract';
import type { Language } from '../../../platform/message-text';
import { a4Pdf, margin, right } from '../receipts/pdf-drawing';
import type { ReceiptText } from '../receipts/receipt-content';
import { handOverFacts } from './hand-over';
import type { PaperOrder } from './paper-order';
import { bigOrderNumber, linesTable, paperFacts, paperHeader, roomFor, signatureLine } from './paper-parts';

/** The warehouse's paper: each line to pick with its SKU, a box to tick and room for the bin or a note. */
export const pickListPdf = (order: PaperOrder, shopName: string, text: ReceiptText, language: Language) =>
  a4Pdf(
    {
      title: `${text('pickListTitle')} ${order.orderNumber}`,
      language,
      createdAt: new Date(order.createdAt),
    },
    (doc) => {
      let y = paperHeader(doc, shopName, text('pickListTitle'));
      y = bigOrderNumber(doc, text('receiptOrderNumber'), order.orderNumber, y);
      y = paperFacts(
        doc,
        [
          { label: text('receiptDate'), value: phnomPenhText(order.createdAt) },
          { label: text('adminCustomer'), value: order.customer.name },
          ...handOverFacts(order, text),
          ...(order.remark ? [{ label: text('orderRemark'), value: order.remark }] : []),
        ],
        y,
      );
      y = linesTable(
        doc,
        [
          { title: text('paperSku'), width: 110 },
          { title: text('receiptItem'), width: 150 },
          { title: text('paperVariant'), width: 80 },
          { title: text('receiptQuantity'), width: 40, align: 'right' },
          { title: text('paperBinNotes'), width: right - margin - 22 - 380 },
        ],
        order.lines.map((line) => [
          { text: line.sku },
          { text: line.name },
          { text: line.variant },
          { text: String(line.quantity) },
          { text: '' },
        ]),
        y + 14,
        { tickBox: true, rowHeight: 22 },
      );
      y = roomFor(doc, y, 80) + 30;
      const half = (right - margin - 30) / 2;
      signatureLine(doc, text('paperPickedBy'), margin, y, half);
      signatureLine(doc, text('paperCheckedBy'), margin + half + 30, y, half);
    },
  );
