import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/schema';
import type { Clock } from './clock';
import { renderMessage } from './message-text';
import { recordAudit, type StaffCaller } from './staff';

/** Excel reads UTF-8 (and so Khmer) only when the file starts with this mark. */
export const utf8Bom = '\uFEFF';

/** A spreadsheet runs a cell that starts with one of these as a formula (OWASP: CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One value as a cell of RFC 4180 CSV. Text that a spreadsheet would take for a formula gets a leading apostrophe,
 * so it shows as written; numbers stay numbers (a refund of -200 points is no formula).
 */
export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Cents as a dollar amount a spreadsheet reads as a number ("12.50"). */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A column of an export: the message key of its header and how a row gives its cell. */
export type CsvColumn<Row> = { header: string; cell: (row: Row) => unknown };

/**
 * Rows page by page, each page asked for after the last row of the one before (by a key that only grows or only
 * shrinks), so that the list is read in bounded memory however long it is.
 */
export async function* keysetPages<Row, Key>(
  page: (after: Key | null, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size = 1_000,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await page(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1] as Row);
  }
}

/**
 * Sends a list as a CSV download, streamed: the byte-order mark, the headers in the caller's language, then each
 * page of rows as it is read.
 */
export const sendCsv = <Row>(
  reply: FastifyReply,
  {
    name,
    language,
    columns,
    pages,
    today,
  }: {
    name: string;
    language: string;
    columns: readonly CsvColumn<Row>[];
    pages: AsyncIterable<Row[]>;
    today: string;
  },
) => {
  async function* body() {
    yield utf8Bom + csvLine(columns.map((column) => renderMessage(column.header, {}, language)));
    for await (const rows of pages) {
      yield rows.map((row) => csvLine(columns.map((column) => column.cell(row)))).join('');
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${today}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(body()));
};

/** Who took which list, with which filters, into a spreadsheet: each download is in the audit log. */
export const recordDownload = (db: Db, clock: Clock, staff: StaffCaller, list: string, filters: object) =>
  recordAudit(db, clock, staff, {
    action: 'csv.download',
    entity: list,
    entityId: null,
    before: null,
    after: Object.fromEntries(
      Object.entries(filters).filter(
        ([name, value]) => name !== 'limit' && name !== 'offset' && value !== undefined,
      ),
    ),
  });

/** Today as a Phnom Penh day, for the file's name. */
export const csvDay = (now: Date) => new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
