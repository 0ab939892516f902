import { z } from 'zod';
import { productImageSchema } from './product';

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
