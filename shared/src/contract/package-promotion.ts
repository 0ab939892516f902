// Plain values, no zod: the shell's search box reads this on its first screen.

/** Spec section 9: the category whose products are package promotions (/product/package-promotion/{id}). */
export const packagePromotionCategoryId = 7;
