/** A CSV text that cannot be read as cells: a quote opened and never closed, or text right after a closing quote. */
export class CsvSyntaxError extends Error {
  constructor(readonly row: number) {
    super(`CSV syntax error in row ${row}`);
  }
}

/**
 * Reads RFC 4180 CSV (the counterpart of `csvLine`): cells split by commas, rows by CRLF or LF, quoted cells may hold
 * commas, line breaks and doubled quotes. A leading byte-order mark is dropped; a last empty line is no row.
 * Written here because no kept CSV parser is among the dependencies.
 */
export const readCsv = (input: string): string[][] => {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let afterQuote = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
    afterQuote = false;
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else {
        quoted = false;
        afterQuote = true;
      }
    } else if (char === ',') endCell();
    else if (char === '\n') endRow();
    else if (char === '\r' && text[i + 1] === '\n') {
      endRow();
      i += 1;
    } else if (afterQuote) throw new CsvSyntaxError(rows.length + 1);
    else if (char === '"' && cell === '') quoted = true;
    else cell += char;
  }
  if (quoted) throw new CsvSyntaxError(rows.length + 1);
  if (cell !== '' || row.length > 0 || afterQuote) endRow();
  return rows;
};

/** What the download wrote for a cell a spreadsheet would run as a formula ("'=x") read back as it was ("=x"). */
export const cellText = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
