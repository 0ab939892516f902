import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttp, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('GET /client/help-centre', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  it('lists the topics in order, each with its questions and answers, to guests', async () => {
    const answer = await http.get('/client/help-centre');
    expect(answer.status).toBe(200);
    const topics = answer.body.data as { key: string; title: string; questions: { question: string }[] }[];
    expect(topics.map((topic) => topic.key)).toEqual(['ordering', 'delivery', 'payment', 'account']);
    expect(topics[1]?.title).toBe('Delivery and pickup');
    expect(topics[1]?.questions[1]?.question).toBe('How much does delivery cost?');
    expect(answer.body.meta).toEqual({ limit: 4, offset: 0, total: 4 });
  });

  it('answers in Khmer for a Khmer Accept-Language', async () => {
    const answer = await http.get('/client/help-centre', { headers: { 'accept-language': 'km-KH' } });
    expect(answer.body.data[2].title).toBe('ការបង់ប្រាក់');
    expect(answer.body.data[2].questions[0].question).toBe('តើខ្ញុំអាចបង់ប្រាក់ដោយរបៀបណា?');
  });

  it('leaves out what staff switched off, and a topic left without questions', async () => {
    await api.db.updateTable('help_questions').set({ is_active: false }).where('id', '=', 202).execute();
    await api.db.updateTable('help_questions').set({ is_active: false }).where('topic_id', '=', 3).execute();
    const topics = (await http.get('/client/help-centre')).body.data as {
      key: string;
      questions: { id: number }[];
    }[];
    expect(topics.map((topic) => topic.key)).toEqual(['ordering', 'delivery', 'account']);
    expect(topics[1]?.questions.map((question) => question.id)).toEqual([201, 203]);
  });

  it('keeps a question staff edited when the seed runs again', async () => {
    await api.db
      .updateTable('help_questions')
      .set({ answer: 'Edited by staff.' })
      .where('id', '=', 101)
      .execute();
    const { seedHelpCentre } = await import('../../../db/seed/help-centre');
    await seedHelpCentre(api.db);
    const row = await api.db
      .selectFrom('help_questions')
      .select('answer')
      .where('id', '=', 101)
      .executeTakeFirst();
    expect(row?.answer).toBe('Edited by staff.');
  });
});
