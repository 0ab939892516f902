import { z } from 'zod';
import { listMetaSchema } from './envelope';
import { productImageSchema, productSummarySchema } from './product';

/** At most this many products, and as many categories, are suggested while a search is typed. */
export const searchSuggestionLimit = 5;

/** GET search/suggest: `q` matched anywhere in the English (any case) or Khmer name. */
export const searchSuggestQuerySchema = z.object({
  q: z
    .string({ error: 'catalogueSearchKeyIsRequired' })
    .trim()
    .min(1, 'catalogueSearchKeyIsRequired')
    .max(100, 'textIsTooLong'),
});
export type SearchSuggestQuery = z.input<typeof searchSuggestQuerySchema>;

/** What the header's search box offers while typing: names in the request's language, prices in cents of the caller's group. */
export const searchSuggestionsSchema = z.object({
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      image: productImageSchema.nullable(),
      price: z.number().int(),
    }),
  ),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

const facetCount = z.number().int().min(0);

/**
 * What a product list holds (a search's results, a category's products), counted per facet value: each facet counts
 * the products the list and the other chosen facets find (its own choice left out), so a count is what choosing
 * that value (as well, within a facet) would show.
 */
export const searchFacetsSchema = z.object({
  /** A parent category counts its children's products too; `parentId` lets a screen indent the children. */
  categories: z.array(
    z.object({
      id: z.number().int(),
      parentId: z.number().int().nullable(),
      name: z.string(),
      count: facetCount,
    }),
  ),
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), count: facetCount })),
  /** `value` is what the `origin` filter takes; `name` is in the request's language. */
  origins: z.array(z.object({ value: z.string(), name: z.string(), count: facetCount })),
  /** Codes (`dark`, `wholeBean`, `grinder` …) a screen names in its language; what the `roast`, `grind` and `type` filters take. */
  roasts: z.array(z.object({ value: z.string(), count: facetCount })),
  grinds: z.array(z.object({ value: z.string(), count: facetCount })),
  types: z.array(z.object({ value: z.string(), count: facetCount })),
  /** Price ranges in cents, both ends included; `max` null means no upper end. */
  prices: z.array(z.object({ min: z.number().int(), max: z.number().int().nullable(), count: facetCount })),
  inStock: facetCount,
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

/** GET search's and GET product's answer: a list envelope whose meta also carries the facets. */
export const productSearchEnvelope = z.object({
  data: z.array(productSummarySchema),
  message: z.string(),
  meta: listMetaSchema.extend({ facets: searchFacetsSchema }),
});
export type ProductSearchAnswer = z.infer<typeof productSearchEnvelope>;
