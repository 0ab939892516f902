import type { QuotationStatus } from '@portal/shared/contract';

/** The translation key of a quotation status: adminContentQuotationStatusNew … */
export const quotationStatusKey = (status: QuotationStatus) =>
  `adminContentQuotationStatus${status.charAt(0).toUpperCase()}${status.slice(1)}`;

export const quotationStatusColour: Record<QuotationStatus, string> = {
  new: 'blue',
  answered: 'green',
  declined: 'red',
  closed: 'gray',
};
