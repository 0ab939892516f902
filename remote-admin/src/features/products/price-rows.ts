import {
  type AdminPrice,
  type AdminVariantPricesBody,
  adminVariantPricesBodySchema,
} from '@portal/shared/contract';
import { amountErrorKey, centsToDollarText, dollarsToCents } from '../../common/money';

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

/**
 * The body for PUT variants/{id}/prices: a group with a price is sold at it (the crossed-out price is optional),
 * a group left blank is not sold the variant. The first problem is answered as a message key.
 */
export const pricesBodyOf = (
  rows: readonly PriceRow[],
): { body: AdminVariantPricesBody; error: null } | { body: null; error: string } => {
  const prices: AdminVariantPricesBody['prices'] = [];
  for (const row of rows) {
    if (!row.price.trim()) {
      if (row.compareAt.trim()) return { body: null, error: 'adminCataloguePriceInvalid' };
      continue;
    }
    const priceCents = dollarsToCents(row.price);
    if (priceCents === null) return { body: null, error: amountErrorKey(row.price) };
    const compareAtCents = row.compareAt.trim() ? dollarsToCents(row.compareAt) : null;
    if (compareAtCents === null && row.compareAt.trim())
      return { body: null, error: amountErrorKey(row.compareAt) };
    prices.push({ customerGroupId: row.customerGroupId, priceCents, compareAtCents });
  }
  const parsed = adminVariantPricesBodySchema.safeParse({ prices });
  if (!parsed.success) return { body: null, error: parsed.error.issues[0]?.message ?? 'badRequest' };
  return { body: { prices }, error: null };
};
