import { atom } from 'jotai';
import { storedAtom } from './stored-atom';

export const RECENT_SEARCH_LIMIT = 5;

export const recentSearchesAtom = storedAtom<string[]>('recentSearches', [], {
  parse: (raw) => raw.split(',').filter(Boolean),
  serialise: (searches) => (searches.length > 0 ? searches.join(',') : null),
});

export const addRecentSearchAtom = atom(null, (get, set, search: string) => {
  // The storage format is comma-separated, so a comma inside a search would split it in two on the next load.
  const term = search.replaceAll(',', ' ').trim();
  if (!term) return;
  const others = get(recentSearchesAtom).filter((previous) => previous !== term);
  set(recentSearchesAtom, [term, ...others].slice(0, RECENT_SEARCH_LIMIT));
});

export const clearRecentSearchesAtom = atom(null, (_get, set) => set(recentSearchesAtom, []));
