/** The spec shows days as day-month-year ("04-03-2025"); the API takes them as 'YYYY-MM-DD'. */
export const dayFormat = 'DD-MM-YYYY';

/**
 * A day typed as day-month-year, with '-', '/', '.' or spaces between (single digits allowed), as 'YYYY-MM-DD';
 * null for anything else, 31-02 included.
 */
export const parseTypedDay = (text: string): string | null => {
  const match = /^\s*(\d{1,2})[-/. ]+(\d{1,2})[-/. ]+(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
};
