import { grey, margin, pageHeight, right, rule, write } from '../receipts/pdf-drawing';

type Doc = PDFKit.PDFDocument;

/** The shop's name on the left, the paper's title on the right; the y below them. */
export const paperHeader = (doc: Doc, shopName: string, title: string) => {
  write(doc, title, 300, margin, { size: 20, bold: true, width: right - 300, align: 'right' });
  const y = write(doc, shopName, margin, margin, { size: 14, bold: true, width: 240 });
  return Math.max(y, margin + 30) + 8;
};

/** The order number large and boxed, to be read from across the packing table; the y below it. */
export const bigOrderNumber = (doc: Doc, label: string, orderNumber: string, top: number) => {
  const height = 58;
  doc
    .roundedRect(margin, top, right - margin, height, 4)
    .lineWidth(1.5)
    .strokeColor('#1a1a1a')
    .stroke();
  write(doc, label, margin + 12, top + 8, { size: 9, color: grey, width: 200 });
  write(doc, orderNumber, margin + 12, top + 18, { size: 28, bold: true, width: right - margin - 24 });
  return top + height + 14;
};

export type Fact = { label: string; value: string };

/** Label and value rows; the y below them. */
export const paperFacts = (doc: Doc, facts: Fact[], top: number, size = 10) => {
  let y = top;
  for (const fact of facts) {
    const labelBottom = write(doc, fact.label, margin, y, { size, color: grey, width: 140 });
    y =
      Math.max(labelBottom, write(doc, fact.value, margin + 150, y, { size, width: right - margin - 150 })) +
      3;
  }
  return y;
};

export type Column = { title: string; width: number; align?: 'left' | 'right' };
/** A cell's text, and a smaller grey line under it (a variant under its product's name). */
export type Cell = { text: string; under?: string };

/** A right-aligned (number) column keeps a wider gap to the column after it. */
const cellBox = (column: Column) => ({
  width: column.width - (column.align === 'right' ? 14 : 6),
  align: column.align ?? ('left' as const),
});

const tableHead = (doc: Doc, columns: Column[], left: number, top: number) => {
  let x = left;
  const bottoms = columns.map((column) => {
    const bottom = write(doc, column.title, x, top, { size: 9, bold: true, color: grey, ...cellBox(column) });
    x += column.width;
    return bottom;
  });
  const bottom = Math.max(top, ...bottoms) + 4;
  rule(doc, bottom);
  return bottom + 6;
};

/**
 * The order's lines as a table, continued on a new page when full. With `tickBox`, each line starts with an empty
 * square to tick when the goods are picked, and every row leaves room to write in.
 */
export const linesTable = (
  doc: Doc,
  columns: Column[],
  rows: Cell[][],
  top: number,
  { tickBox = false, rowHeight = 0 }: { tickBox?: boolean; rowHeight?: number } = {},
) => {
  const box = tickBox ? 22 : 0;
  const left = margin + box;
  let y = tableHead(doc, columns, left, top);
  for (const row of rows) {
    if (y > pageHeight - margin - 120) {
      doc.addPage();
      y = tableHead(doc, columns, left, margin);
    }
    if (tickBox) doc.rect(margin, y, 12, 12).lineWidth(1).strokeColor('#1a1a1a').stroke();
    let x = left;
    let bottom = y;
    row.forEach((cell, index) => {
      const column = columns[index] as Column;
      const style = cellBox(column);
      let cellBottom = write(doc, cell.text, x, y, style);
      if (cell.under) cellBottom = write(doc, cell.under, x, cellBottom, { ...style, size: 8, color: grey });
      bottom = Math.max(bottom, cellBottom);
      x += column.width;
    });
    y = Math.max(bottom, y + rowHeight) + 4;
    rule(doc, y);
    y += 6;
  }
  return y;
};

/** A line to sign on, its caption under it; the y below. */
export const signatureLine = (doc: Doc, caption: string, x: number, top: number, width: number) => {
  doc
    .moveTo(x, top + 28)
    .lineTo(x + width, top + 28)
    .lineWidth(0.8)
    .strokeColor('#1a1a1a')
    .stroke();
  return write(doc, caption, x, top + 32, { size: 9, color: grey, width });
};

/** Room for the closing part (totals, signatures): a new page when the lines left too little. */
export const roomFor = (doc: Doc, y: number, height: number) => {
  if (y <= pageHeight - margin - height) return y;
  doc.addPage();
  return margin;
};
