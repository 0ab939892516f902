import { type RawBuilder, sql } from 'kysely';
import { likePattern } from '../../../db/like-pattern';

/** What a shopper typed, lower-cased: the whole phrase (for ranking) and its words (each must be found). */
export type SearchTerms = { phrase: string; words: string[] };

const maxWords = 8;
/**
 * Only Latin words of five letters or more may be near matches (typos); shorter words, words with punctuation and
 * Khmer words are found as typed, anywhere in a word. Khmer words share their syllables too often (គិរី "mountain"
 * ends both Mondulkiri and Ratanakiri) for near matches to help, while a Khmer typo comes no closer than they.
 */
const fuzzyMinLength = 5;
const plainWord = /^[\p{Script=Latin}\p{N}]+$/u;
/**
 * How close a typed word must come to a word of the text (pg_trgm's word similarity) to count as a typo of it:
 * "arabca" comes 0.57 close to "arabica", "expresso" 0.56 to "espresso".
 */
const wordSimilarityThreshold = 0.5;

export const searchTermsOf = (key: string): SearchTerms => {
  const phrase = key.trim().toLowerCase().replace(/\s+/g, ' ');
  return { phrase, words: [...new Set(phrase.split(' '))].slice(0, maxWords) };
};

/** A typed word found in `text` as a substring, or, for a long enough Latin word, as a near word (a typo) in `latin`. */
const wordIn = (text: RawBuilder<unknown>, latin: RawBuilder<unknown>, word: string) =>
  [...word].length >= fuzzyMinLength && plainWord.test(word)
    ? sql`(${text} like ${likePattern(word)} or word_similarity(${word}, ${latin}) >= ${wordSimilarityThreshold})`
    : sql`${text} like ${likePattern(word)}`;

/**
 * A product's English text for near matches: word similarity costs in proportion to the text it reads, and the
 * Khmer texts, which near matches never use, made it several times slower.
 */
const englishText = sql`lower(p.name || ' ' || coalesce(p.origin, '') || ' ' || p.description)`;

const nameIn = (alias: string, word: string) =>
  wordIn(sql.ref(`${alias}.search_text`), sql.ref(`${alias}.search_text`), word);

/**
 * Every typed word is found in the product (`p`): its names, origins or descriptions in either language, its
 * brand's name, or the name of its category or of that category's parent. Substrings are found through trigram
 * indexes; near words read the product's English text.
 */
export const productMatchSql = ({ words }: SearchTerms): RawBuilder<boolean> =>
  sql<boolean>`(${sql.join(
    words.map(
      (word) => sql`(${wordIn(sql`p.search_document`, englishText, word)}
        or p.brand_id in (select b.id from brands b where ${nameIn('b', word)})
        or p.category_id in (select c.id from categories c where ${nameIn('c', word)}
          or c.parent_id in (select pc.id from categories pc where ${nameIn('pc', word)})))`,
    ),
    sql` and `,
  )})`;

/**
 * Best first: the exact name, a name starting with the phrase, a name holding the phrase, a name holding every
 * word, then matches elsewhere (description, origin, brand, category); within each, the closer name and the
 * better seller first.
 */
export const productRankSql = ({ phrase, words }: SearchTerms): RawBuilder<unknown> => {
  const name = sql`lower(p.name)`;
  const nameKm = sql`coalesce(p.name_km, '')`;
  const starting = `${likePattern(phrase).slice(1, -1)}%`;
  return sql`case
      when ${name} = ${phrase} or ${nameKm} = ${phrase} then 0
      when ${name} like ${starting} or ${nameKm} like ${starting} then 1
      when p.search_text like ${likePattern(phrase)} then 2
      when ${sql.join(
        words.map((word) => sql`p.search_text like ${likePattern(word)}`),
        sql` and `,
      )} then 3
      when p.search_document like ${likePattern(phrase)} then 4
      else 5 end,
    word_similarity(${phrase}, p.search_text) desc, p.sold_count desc, p.id`;
};
