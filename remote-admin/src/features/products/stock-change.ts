import { maxStockAdjustment } from '@portal/shared/contract';

/** A signed whole number of units typed by staff ("+12", "-3", "5"); null when it is not one or is 0. */
export const stockChangeOf = (text: string): number | null => {
  const cleaned = text.replace(/\s/g, '');
  if (!/^[+-]?\d{1,7}$/.test(cleaned)) return null;
  const quantity = Number(cleaned);
  return quantity === 0 || Math.abs(quantity) > maxStockAdjustment ? null : quantity;
};
