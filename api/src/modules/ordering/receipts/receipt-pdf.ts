import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Language } from '../../../platform/message-text';
import type { ReceiptContent } from './receipt-content';
import { scriptRuns } from './script-runs';

// Noto Sans Khmer as @fontsource ships it: one file for Khmer letters, one for Latin ones.
const fontFile = (subset: 'khmer' | 'latin', weight: 400 | 700) =>
  createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-khmer/files/noto-sans-khmer-${subset}-${weight}-normal.woff`,
  );
const fonts = { khmer: 'khmer', khmerBold: 'khmer-bold', latin: 'latin', latinBold: 'latin-bold' } as const;
let fontData: Record<string, Buffer> | undefined;
const loadFonts = () => {
  fontData ??= {
    [fonts.khmer]: readFileSync(fontFile('khmer', 400)),
    [fonts.khmerBold]: readFileSync(fontFile('khmer', 700)),
    [fonts.latin]: readFileSync(fontFile('latin', 400)),
    [fonts.latinBold]: readFileSync(fontFile('latin', 700)),
  };
  return fontData;
};

const margin = 48;
const pageWidth = 595.28; // A4
const pageHeight = 841.89;
const right = pageWidth - margin;
const grey = '#666666';
const ink = '#1a1a1a';
const columns = { item: margin, quantity: 330, unitPrice: 380, amount: 470 };
const numberWidth = { quantity: 40, unitPrice: 80, amount: right - 470 };

type Style = { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'right' };

/** Text at (x, y) in as many fonts as its scripts need; returns the y below it. */
const write = (doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: Style = {}) => {
  const { size = 10, bold = false, color = ink, width = right - x, align = 'left' } = style;
  const runs = scriptRuns(text);
  doc.fontSize(size).fillColor(color);
  if (runs.length === 0) return y;
  runs.forEach((run, index) => {
    doc.font(run.khmer ? (bold ? fonts.khmerBold : fonts.khmer) : bold ? fonts.latinBold : fonts.latin);
    const options = { width, align: runs.length === 1 ? align : 'left', continued: index < runs.length - 1 };
    if (index === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
  return doc.y;
};

const rule = (doc: PDFKit.PDFDocument, y: number) =>
  doc.moveTo(margin, y).lineTo(right, y).lineWidth(0.5).strokeColor('#bbbbbb').stroke();

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
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin,
      lang: language === 'km' ? 'km-KH' : 'en-US',
      info: { Title: `${content.title} ${content.facts[0]?.value ?? ''}`.trim(), CreationDate: createdAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);

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
    doc.end();
  });
