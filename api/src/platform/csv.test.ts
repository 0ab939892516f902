import { describe, expect, it } from '@jest/globals';
import { parseCsv } from '../../test/csv';
import { csvCell, csvLine, keysetPages } from './csv';

describe('a CSV cell', () => {
  it('quotes text with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Espresso, dark')).toBe('"Espresso, dark"');
    expect(csvCell('12" tamper')).toBe('"12"" tamper"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('កាហ្វេ')).toBe('កាហ្វេ');
    expect(csvCell(null)).toBe('');
  });

  it('keeps a spreadsheet from running text that starts like a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      const cell = csvCell(`${start}HYPERLINK("http://evil.example","x")`);
      const [[read]] = parseCsv(`${cell}\r\n`) as [[string]];
      expect({ start, read: read.startsWith("'") }).toEqual({ start, read: true });
      expect(read.slice(1)).toBe(`${start}HYPERLINK("http://evil.example","x")`);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
  });

  it('writes numbers as numbers, negative ones included', () => {
    expect(csvLine([-200, 12.5, 'a'])).toBe('-200,12.5,a\r\n');
  });
});

describe('keyset pages', () => {
  it('reads every row once, a page at a time, and stops after a short page', async () => {
    const all = Array.from({ length: 25 }, (_, i) => ({ id: 100 - i }));
    const asked: (number | null)[] = [];
    const pages = keysetPages(
      async (after: number | null, size) => {
        asked.push(after);
        return all.filter((row) => after === null || row.id < after).slice(0, size);
      },
      (row) => row.id,
      10,
    );
    const seen: number[] = [];
    for await (const page of pages) seen.push(...page.map((row) => row.id));
    expect(seen).toEqual(all.map((row) => row.id));
    expect(asked).toEqual([null, 91, 81]);
  });
});
