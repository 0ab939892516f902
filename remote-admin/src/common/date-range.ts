import type { TFunction } from 'i18next';

/** The days something runs, either end of which may be open: "Always", "From …", "Until …" or "… – …". */
export const dateRangeText = (t: TFunction, startDate: string | null, endDate: string | null): string => {
  if (startDate && endDate) return `${startDate} – ${endDate}`;
  if (startDate) return t('adminFromDate', { date: startDate });
  if (endDate) return t('adminUntilDate', { date: endDate });
  return t('adminCouponAlways');
};
