import { recentSearchesAtom, searchSuggestionsQuery, useQuery } from '@portal/shared';
import { type ProductImage, packagePromotionCategoryId } from '@portal/shared/contract';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

/** Suggestions start at the second character typed, asked once typing pauses this long. */
export const suggestionMinLength = 2;
export const suggestionDelayMs = 180;

type Entry = { key: string; label: string } & (
  | { kind: 'recent' }
  | { kind: 'clearRecent' }
  | { kind: 'product'; to: string; image: ProductImage | null; price: number }
  | { kind: 'category'; to: string }
);

/** One option of the list; `index` counts through all groups, for the arrow keys. */
export type SuggestionOption = Entry & { index: number };

export type SuggestionGroup = { key: string; labelKey: string; options: SuggestionOption[] };

/** `term` once typing has paused; an emptied box at once. */
function useDebounced(term: string) {
  const [settled, setSettled] = useState(term);
  useEffect(() => {
    if (!term) return setSettled('');
    const timer = setTimeout(() => setSettled(term), suggestionDelayMs);
    return () => clearTimeout(timer);
  }, [term]);
  return settled;
}

/**
 * What the open search box offers: the recent searches (and a way to clear them) while it is empty, the products
 * and categories matching what is typed from the second character on. A new term is a new query key, so an answer
 * to an earlier term never shows for a later one (react-query also cancels the earlier call, now unwatched).
 */
export function useSearchSuggestions(typed: string, open: boolean, clearLabel: string) {
  const term = typed.trim();
  const asked = useDebounced(term);
  const recent = useAtomValue(recentSearchesAtom);
  const suggesting = term.length >= suggestionMinLength;
  const { data: answer } = useQuery({
    ...searchSuggestionsQuery(asked),
    enabled: open && suggesting && asked.length >= suggestionMinLength,
  });
  // The last answer for the word being typed shows until the next arrives; an emptied box starts a new word.
  const [kept, setKept] = useState(answer);
  const keep = term ? (answer ?? kept) : undefined;
  if (keep !== kept) setKept(keep);
  const data = suggesting ? (answer ?? kept) : undefined;

  const entries: [string, string, Entry[]][] = [];
  if (!term && recent.length > 0) {
    entries.push([
      'recent',
      'recentSearches',
      [
        ...recent.map((search): Entry => ({ kind: 'recent', key: `recent-${search}`, label: search })),
        { kind: 'clearRecent', key: 'clear-recent', label: clearLabel },
      ],
    ]);
  }
  if (suggesting && data) {
    entries.push([
      'products',
      'searchSuggestedProducts',
      data.products.map((product) => ({
        kind: 'product',
        key: `product-${product.id}`,
        label: product.name,
        to: `/product/${product.id}`,
        image: product.image,
        price: product.price,
      })),
    ]);
    entries.push([
      'categories',
      'searchSuggestedCategories',
      data.categories.map((category) => ({
        kind: 'category',
        key: `category-${category.id}`,
        label: category.name,
        to:
          // The package promotions' category has a page of its own.
          category.id === packagePromotionCategoryId
            ? `/product/package-promotion/${category.id}`
            : `/product/category/${category.id}`,
      })),
    ]);
  }

  let index = 0;
  const groups: SuggestionGroup[] = entries
    .filter(([, , list]) => list.length > 0)
    .map(([key, labelKey, list]) => ({
      key,
      labelKey,
      options: list.map((entry) => ({ ...entry, index: index++ })),
    }));
  return { term, groups, options: groups.flatMap((group) => group.options) };
}
