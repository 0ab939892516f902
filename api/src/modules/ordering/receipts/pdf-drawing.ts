import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Language } from '../../../platform/message-text';
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

export const margin = 48;
export const pageWidth = 595.28; // A4
export const pageHeight = 841.89;
export const right = pageWidth - margin;
export const grey = '#666666';
const ink = '#1a1a1a';

export type Style = {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: 'left' | 'right';
};

/** Text at (x, y) in as many fonts as its scripts need; returns the y below it. */
export const write = (doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: Style = {}) => {
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

/** A thin line across the page at y. */
export const rule = (doc: PDFKit.PDFDocument, y: number) =>
  doc.moveTo(margin, y).lineTo(right, y).lineWidth(0.5).strokeColor('#bbbbbb').stroke();

/** An A4 PDF with the portal's fonts, drawn by `draw`; `createdAt` stamps the file, so the same input gives the same bytes. */
export const a4Pdf = (
  { title, language, createdAt }: { title: string; language: Language; createdAt: Date },
  draw: (doc: PDFKit.PDFDocument) => void,
) =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin,
      lang: language === 'km' ? 'km-KH' : 'en-US',
      info: { Title: title, CreationDate: createdAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
    draw(doc);
    doc.end();
  });
