import type { StockState } from '@portal/shared/contract';

export type StockMessage = { key: string; params?: Record<string, number>; tone: 'ok' | 'low' | 'out' };

/** What the page says about stock: in stock, only N left, out of stock, or choose an option first. */
export const stockMessage = (
  variant: { stock: number; stockState: StockState } | null,
  needsChoice: boolean,
): StockMessage => {
  if (!variant) {
    return needsChoice
      ? { key: 'catalogueChooseOptions', tone: 'low' }
      : { key: 'catalogueOutOfStock', tone: 'out' };
  }
  if (variant.stockState === 'outOfStock' || variant.stock <= 0)
    return { key: 'catalogueOutOfStock', tone: 'out' };
  if (variant.stockState === 'lowStock')
    return { key: 'catalogueOnlyLeft', params: { count: variant.stock }, tone: 'low' };
  return { key: 'catalogueInStock', tone: 'ok' };
};

/** Quantity stays between 1 and what is in stock (at least 1 so the field never reads 0). */
export const clampQuantity = (wanted: number, stock: number) =>
  Math.max(1, Math.min(Number.isFinite(wanted) ? Math.floor(wanted) : 1, Math.max(stock, 1)));
