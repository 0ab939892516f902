/** Reads RFC 4180 CSV into rows of cells, apart from the code that writes it. */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
};

/** A CSV download's rows as records by header. */
export const csvRecords = (text: string) => {
  const [header = [], ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
};

/** A staff CSV download: the answer, its bytes, and its text with the byte-order mark kept (so a test can see it). */
export const downloadCsv = async (url: string, token: string, language = 'en-US') => {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
};
