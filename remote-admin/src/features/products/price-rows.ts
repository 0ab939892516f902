import type { AdminPrice } from '@portal/shared/contract';
import { centsToDollarText } from '../../common/money';

/** One customer group's line of the price form, as typed (dollars). */
export type PriceRow = { customerGroupId: number; price: string; compareAt: string };

export const priceRowsOf = (groups: readonly { id: number }[], prices: readonly AdminPrice[]): PriceRow[] =>
  groups.map((group) => {
    const price = prices.find((candidate) => candidate.customerGroupId === group.id);
    return {
      customerGroupId: group.id,
      price: centsToDollarText(price?.priceCents),
      compareAt: centsToDollarText(price?.compareAtCents),
    };
  });
