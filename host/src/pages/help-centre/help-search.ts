import type { HelpTopic } from '@portal/shared/contract';

/** Lower case, accents and spaces folded, so 'Delivery' and ' deliVERY ' find the same questions. */
const fold = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The topics whose questions match every word of `query` (in the question or its answer, any order); topics left
 * empty are dropped. Khmer has no spaces between words: a Khmer query matches as one piece of text.
 */
export const searchHelp = (topics: HelpTopic[], query: string): HelpTopic[] => {
  const words = fold(query).split(' ').filter(Boolean);
  if (words.length === 0) return topics;
  return topics
    .map((topic) => ({
      ...topic,
      questions: topic.questions.filter((entry) => {
        const text = fold(`${entry.question} ${entry.answer}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((topic) => topic.questions.length > 0);
};
