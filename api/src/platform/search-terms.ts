import { toLocalPhone } from '@portal/shared/contract';
import { likePattern } from '../db/like-pattern';

/** What staff typed into a search box, as each list matches it: text for ilike, and a phone in its local form. */
export type SearchTerms = { like: string; phone: string | null };

/** "+855 12 345 678", "012345678" and "12345678" all look for the phone 012345678. */
export const searchTerms = (typed: string): SearchTerms => {
  const phone = toLocalPhone(typed.trim());
  return { like: likePattern(typed.trim()), phone: phone && phone.length >= 5 ? likePattern(phone) : null };
};
