import type { AdminPromotionDetail } from '@portal/shared/contract';

/** What staff typed: the products chosen with their variants, dollars per variant and customer group. */
export type PromotionDraft = {
  title: string;
  titleKm: string;
  startDate: string;
  endDate: string;
  image: string | null;
  products: { productId: number; variantIds: number[] }[];
  prices: { variantId: number; customerGroupId: number; price: string }[];
};

export const priceCell = (variantId: number, customerGroupId: number) => `${variantId}:${customerGroupId}`;

const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

export const draftOf = (promotion: AdminPromotionDetail | null, today: string): PromotionDraft => ({
  title: promotion?.title ?? '',
  titleKm: promotion?.titleKm ?? '',
  startDate: promotion?.startDate ?? today,
  endDate: promotion?.endDate ?? today,
  image: promotion?.image ?? null,
  products:
    promotion?.productList.map((product) => ({
      productId: product.productId,
      variantIds: product.variants.map((variant) => variant.id),
    })) ?? [],
  prices: (promotion?.prices ?? []).map((price) => ({
    variantId: price.variantId,
    customerGroupId: price.customerGroupId,
    price: centsToDollars(price.priceCents),
  })),
});
