import { describe, expect, it } from '@jest/globals';
import { csvLine, utf8Bom } from './csv';
import { CsvSyntaxError, cellText, readCsv } from './csv-read';

describe('reading CSV', () => {
  it('reads back what the download writes: commas, quotes, line breaks, Khmer, formulas kept as text', () => {
    const rows = [
      ['Product', 'Price (USD)'],
      ['Espresso, dark', '12.50'],
      ['12" tamper', '-3'],
      ['line one\nline two', ''],
      ['កាហ្វេ ក​ក្ងាន', ' padded '],
      ['=HYPERLINK("http://evil.example")', '7'],
    ];
    const text = utf8Bom + rows.map(csvLine).join('');
    expect(readCsv(text).map((cells) => cells.map(cellText))).toEqual(rows);
  });

  it('takes LF line ends as a spreadsheet may save them, and no line end after the last row', () => {
    expect(readCsv('a,b\n1,2\n3,"4"')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(readCsv('a,,\r\n')).toEqual([['a', '', '']]);
  });

  it('refuses a quote left open or text after a closing quote, naming the row', () => {
    expect(() => readCsv('a\r\n"open')).toThrow(CsvSyntaxError);
    try {
      readCsv('a\r\nb\r\n"x"y');
    } catch (error) {
      expect((error as CsvSyntaxError).row).toBe(3);
    }
  });
});
