import {
  specialBlendMinimumKg,
  specialBlendMinimumOrderCents,
  specialBlendPricePerKgCents,
} from '@portal/shared/contract';

/** The form opens at an order it would accept: 5 kg alone comes to less than the minimum order. */
export const openingQuantityKg = Math.max(
  specialBlendMinimumKg,
  Math.ceil(specialBlendMinimumOrderCents / specialBlendPricePerKgCents),
);
