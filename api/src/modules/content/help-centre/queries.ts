import type { HelpTopic } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';

/** Active topics in order, each with its active questions in order; Khmer texts where they exist. */
export const listHelpTopics = async (db: Db, language: 'en' | 'km'): Promise<HelpTopic[]> => {
  const topics = await db
    .selectFrom('help_topics')
    .select(['id', 'key', 'title', 'title_km'])
    .where('is_active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const questions = await db
    .selectFrom('help_questions')
    .select(['id', 'topic_id', 'question', 'question_km', 'answer', 'answer_km'])
    .where('is_active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const km = language === 'km';
  return topics
    .map((topic) => ({
      id: topic.id,
      key: topic.key,
      title: (km && topic.title_km) || topic.title,
      questions: questions
        .filter((question) => question.topic_id === topic.id)
        .map((question) => ({
          id: question.id,
          question: (km && question.question_km) || question.question,
          answer: (km && question.answer_km) || question.answer,
        })),
    }))
    .filter((topic) => topic.questions.length > 0);
};
