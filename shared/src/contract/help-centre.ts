import { z } from 'zod';

/** One question of the help centre with its answer, in the request's language (English when no Khmer exists). */
export const helpQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
});
export type HelpQuestion = z.infer<typeof helpQuestionSchema>;

/** A topic of the help centre (ordering, delivery, payment …) and its questions, in their order. */
export const helpTopicSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  questions: z.array(helpQuestionSchema),
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;
