import { phnomPenhDateTime } from '../contract/phnom-penh-time';

export const NA = 'N/A';

/** A calendar day as the API writes one, YYYY-MM-DD. */
export const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Dates in lists read day-month-year; an absent or unreadable date reads N/A. An instant reads as its Phnom Penh
 * day, the shop's, whatever zone the browser is in; a calendar day ("2026-11-23") reads as it is.
 */
export const formatDate = (value: Date | string | number | null | undefined) => {
  if (value === null || value === undefined) return NA;
  const dayMonthYear = (isoDay: string) => isoDay.split('-').reverse().join('-');
  if (typeof value === 'string' && calendarDay.test(value)) return dayMonthYear(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return NA;
  return dayMonthYear(phnomPenhDateTime(date).date);
};
