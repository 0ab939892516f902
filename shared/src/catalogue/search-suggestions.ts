import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { SearchSuggestions } from '../contract/search';

// Typed, not parsed: the header's search box is on the first screen, and the API answers through the contract.

/** What the search box suggests for a term, one entry per term typed. */
export const searchSuggestionKeys = {
  all: ['searchSuggestions'] as const,
  term: (term: string) => [...searchSuggestionKeys.all, term] as const,
};

/** GET search/suggest: a few products and categories whose name contains `term`; `signal` cancels a stale one. */
export const getSearchSuggestions = async (term: string, signal?: AbortSignal): Promise<SearchSuggestions> =>
  (await api.get<{ data: SearchSuggestions }>('/search/suggest', { params: { q: term }, signal })).data.data;

export const searchSuggestionsQuery = (term: string) =>
  queryOptions({
    queryKey: searchSuggestionKeys.term(term),
    queryFn: ({ signal }) => getSearchSuggestions(term, signal),
    staleTime: 60_000,
    // A suggestion that failed is not worth a second call: the next keystroke asks again.
    retry: false,
  });
