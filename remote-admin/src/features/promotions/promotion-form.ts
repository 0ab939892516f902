import type { AdminPromotionBody, AdminPromotionDetail } from '@portal/shared/contract';

/** What staff typed: dollars per variant and customer group ('' for no promotion price). */
export type PromotionDraft = {
  title: string;
  titleKm: string;
  startDate: string;
  endDate: string;
  image: string | null;
  productIds: number[];
  prices: Record<string, string>;
};

export const priceCell = (variantId: number, customerGroupId: number) => `${variantId}:${customerGroupId}`;

/** "12.5" → 1250; blank → null; anything else → NaN, which the contract refuses with its key. */
export const dollarsToCents = (text: string): number | null => {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!trimmed) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

export const draftOf = (promotion: AdminPromotionDetail | null, today: string): PromotionDraft => ({
  title: promotion?.title ?? '',
  titleKm: promotion?.titleKm ?? '',
  startDate: promotion?.startDate ?? today,
  endDate: promotion?.endDate ?? today,
  image: promotion?.image ?? null,
  productIds: promotion?.productList.map((product) => product.productId) ?? [],
  prices: Object.fromEntries(
    (promotion?.prices ?? []).map((price) => [
      priceCell(price.variantId, price.customerGroupId),
      centsToDollars(price.priceCents),
    ]),
  ),
});

/** The body to send: only prices of variants of chosen products, blank cells left out. */
export const bodyOf = (
  draft: PromotionDraft,
  variantsOf: (productId: number) => number[],
): AdminPromotionBody => {
  const variants = new Set(draft.productIds.flatMap(variantsOf));
  const prices = Object.entries(draft.prices).flatMap(([cell, text]) => {
    const [variantId, customerGroupId] = cell.split(':').map(Number) as [number, number];
    const priceCents = dollarsToCents(text);
    if (priceCents === null || !variants.has(variantId)) return [];
    return [{ variantId, customerGroupId, priceCents }];
  });
  return {
    title: draft.title,
    titleKm: draft.titleKm,
    startDate: draft.startDate,
    endDate: draft.endDate,
    image: draft.image,
    productIds: draft.productIds,
    prices,
  };
};
