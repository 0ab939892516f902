import dayjs from 'dayjs';
import { phnomPenhDateTime } from '../contract/phnom-penh-time';

export const NA = 'N/A';

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Dates in lists read day-month-year; an absent or unreadable date reads N/A. An instant reads as its Phnom Penh
 * day, the shop's, whatever zone the browser is in; a calendar day ("2026-11-23") reads as it is.
 */
export const formatDate = (value: Date | string | number | null | undefined) => {
  // dayjs(undefined) is "now", never an absent date.
  if (value === null || value === undefined) return NA;
  const date = dayjs(value);
  if (!date.isValid()) return NA;
  if (typeof value === 'string' && calendarDay.test(value)) return date.format('DD-MM-YYYY');
  const [year, month, day] = phnomPenhDateTime(date.toDate()).date.split('-');
  return `${day}-${month}-${year}`;
};
