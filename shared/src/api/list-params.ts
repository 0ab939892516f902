import { calendarDay } from '../format/format-date';

export const DEFAULT_LIST_LIMIT = 10;

type DateValue = Date | string | number | null | undefined;

export type ListFilters = {
  /** 1-based page of the UI. */
  page?: number | null;
  limit?: number | null;
  offset?: number | null;
  dateRange?: [DateValue, DateValue] | null;
  [filter: string]: unknown;
};

export type ListParams = { limit: number; offset: number; [filter: string]: unknown };

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The browser's own day of a date, as YYYY-MM-DD; a calendar day as it is. */
const toDay = (value: DateValue) => {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' && calendarDay.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
};

/**
 * Query parameters of a list call (spec section 7). Reading of "page and offset dropped": the UI speaks in
 * 1-based pages, the API in offsets, so `page` is turned into `offset = (page - 1) * limit` and neither the raw
 * page nor a caller's offset is sent as given (no page means the first). `limit` defaults to 10; undefined, null,
 * '' and [] filters are removed; `dateRange: [start, end]` becomes `startDate`/`endDate` as YYYY-MM-DD.
 */
export const toListParams = ({
  page,
  limit,
  offset: _offset,
  dateRange,
  ...filters
}: ListFilters = {}): ListParams => {
  const size = limit && limit > 0 ? Math.floor(limit) : DEFAULT_LIST_LIMIT;
  const pageNumber = page && page >= 1 ? Math.floor(page) : 1;
  const kept = Object.entries(filters).filter(([, value]) => !isEmpty(value));
  const dates = Object.entries({ startDate: toDay(dateRange?.[0]), endDate: toDay(dateRange?.[1]) }).filter(
    ([, value]) => value !== undefined,
  );
  return { ...Object.fromEntries([...kept, ...dates]), limit: size, offset: (pageNumber - 1) * size };
};
