import dayjs from 'dayjs';

export const NA = 'N/A';

/** Dates in lists read day-month-year; an absent or unreadable date reads N/A. */
export const formatDate = (value: Date | string | number | null | undefined) => {
  // dayjs(undefined) is "now", never an absent date.
  if (value === null || value === undefined) return NA;
  const date = dayjs(value);
  return date.isValid() ? date.format('DD-MM-YYYY') : NA;
};
