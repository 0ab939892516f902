import type { Language } from '../../../platform/message-text';
import { a4Pdf, grey, margin, pageHeight, right, rule, type Style, write } from './pdf-drawing';
import type { ReceiptContent } from './receipt-content';

const columns = { item: margin, quantity: 330, unitPrice: 380, amount: 470 };
const numberWidth = { quantity: 40, unitPrice: 80, amount: right - 470 };

const tableHeader = (doc: PDFKit.PDFDocument, content: ReceiptContent, top: number) => {
  const style = { size: 9, bold: true, color: grey };
  const heights = [
    write(doc, content.columns.item, columns.item, top, { ...style, width: columns.quantity - margin - 8 }),
    write(doc, content.columns.quantity, columns.quantity, top, {
      ...style,
      width: numberWidth.quantity,
      align: 'right',
    }),
    write(doc, content.columns.unitPrice, columns.unitPrice, top, {
      ...style,
      width: numberWidth.unitPrice,
      align: 'right',
    }),
    write(doc, content.columns.amount, columns.amount, top, {
      ...style,
      width: numberWidth.amount,
      align: 'right',
    }),
  ];
  const bottom = Math.max(...heights) + 4;
  rule(doc, bottom);
  return bottom + 6;
};

/** The receipt as an A4 PDF; `createdAt` stamps the file, so the same order gives the same bytes. */
export const receiptPdf = (content: ReceiptContent, language: Language, createdAt: Date) =>
  a4Pdf({ title: `${content.title} ${content.facts[0]?.value ?? ''}`.trim(), language, createdAt }, (doc) => {
    const [shopName = '', ...shopLines] = content.shop;
    write(doc, content.title, 330, margin, { size: 20, bold: true, width: right - 330, align: 'right' });
    let y = write(doc, shopName, margin, margin, { size: 16, bold: true, width: 280 });
    for (const line of shopLines) y = write(doc, line, margin, y, { size: 9, color: grey, width: 280 });
    y = Math.max(y, margin + 30) + 10;
    rule(doc, y);
    y += 10;

    for (const fact of content.facts) {
      write(doc, fact.label, margin, y, { size: 10, color: grey, width: 150 });
      const labelBottom = doc.y;
      y = Math.max(labelBottom, write(doc, fact.value, margin + 160, y, { width: right - margin - 160 })) + 2;
    }
    y += 14;

    y = tableHeader(doc, content, y);
    for (const line of content.lines) {
      if (y > pageHeight - margin - 140) {
        doc.addPage();
        y = tableHeader(doc, content, margin);
      }
      let bottom = write(doc, line.name, columns.item, y, { width: columns.quantity - margin - 8 });
      if (line.variant)
        bottom = write(doc, line.variant, columns.item, bottom, {
          size: 8,
          color: grey,
          width: columns.quantity - margin - 8,
        });
      const number = (text: string, x: number, width: number) =>
        write(doc, text, x, y, { width, align: 'right' });
      bottom = Math.max(
        bottom,
        number(line.quantity, columns.quantity, numberWidth.quantity),
        number(line.unitPrice, columns.unitPrice, numberWidth.unitPrice),
        number(line.amount, columns.amount, numberWidth.amount),
      );
      y = bottom + 6;
    }
    rule(doc, y);
    y += 10;
    if (y > pageHeight - margin - 200) {
      doc.addPage();
      y = margin;
    }

    const sumRow = (row: { label: string; value: string }, style: Style = {}) => {
      const labelBottom = write(doc, row.label, 300, y, { ...style, width: 160 });
      const valueBottom = write(doc, row.value, 460, y, { ...style, width: right - 460, align: 'right' });
      y = Math.max(labelBottom, valueBottom) + 4;
    };
    for (const row of content.sums) sumRow(row);
    rule(doc, y);
    y += 6;
    sumRow(content.total, { size: 12, bold: true });
    if (content.savings) sumRow(content.savings, { size: 8, color: grey });

    write(doc, content.thanks, margin, y + 30, { size: 10, color: grey, width: right - margin });
  });
