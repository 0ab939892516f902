import {
  type AdminReportQuery,
  cambodiaToday,
  type PaymentMethod,
  paymentMethodKey,
  reportMaxDays,
  type SalesBreakdown,
  type SalesRow,
} from '@portal/shared/contract';

const dayMs = 86_400_000;

/** The period a report opens with: this month so far, in Phnom Penh days. */
export const defaultPeriod = (now: Date) => {
  const today = cambodiaToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
};

/** The query for the chosen days; a report is asked for only when they make a valid range. */
export const reportPeriodQuery = (from: string, to: string): AdminReportQuery | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || from > to) return null;
  if ((Date.parse(to) - Date.parse(from)) / dayMs + 1 > reportMaxDays) return null;
  return { from, to };
};

export const breakdownTitleKeys: Record<SalesBreakdown, string> = {
  product: 'adminReportSalesByProduct',
  category: 'adminReportSalesByCategory',
  customerGroup: 'adminReportSalesByCustomerGroup',
  paymentMethod: 'adminReportSalesByPaymentMethod',
  fulfilment: 'adminReportSalesByFulfilment',
};

/** What a row is called for the reader: a translated payment method or delivery type, else its name. */
export const rowLabel = (
  breakdown: SalesBreakdown,
  row: Pick<SalesRow, 'key' | 'name' | 'nameKm'>,
  t: (key: string) => string,
  language: string,
) => {
  if (breakdown === 'paymentMethod') return t(paymentMethodKey[row.key as PaymentMethod] ?? row.key);
  if (breakdown === 'fulfilment') return t(row.key === 'pickup' ? 'orderPickup' : 'checkoutDelivery');
  return (language === 'km' && row.nameKm) || row.name;
};

/** The most a chart shows: the best rows; the table has them all. */
export const chartRows = 10;
