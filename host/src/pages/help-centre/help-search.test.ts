import { describe, expect, it } from '@jest/globals';
import { searchHelp } from './help-search';

const topics = [
  {
    id: 1,
    key: 'delivery',
    title: 'Delivery',
    questions: [
      { id: 1, question: 'How much does delivery cost?', answer: 'Up to 20 km it is free.' },
      { id: 2, question: 'Can I pick my order up?', answer: 'Yes, at the head office.' },
    ],
  },
  {
    id: 2,
    key: 'payment',
    title: 'ការបង់ប្រាក់',
    questions: [{ id: 3, question: 'តើខ្ញុំអាចបង់ប្រាក់ដោយរបៀបណា?', answer: 'តាមរយៈការផ្ទេរប្រាក់' }],
  },
];

describe('searching the help centre', () => {
  it('returns everything for an empty query', () => {
    expect(searchHelp(topics, '  ')).toEqual(topics);
  });

  it('finds questions by every word, in the question or the answer, whatever the case', () => {
    const found = searchHelp(topics, 'FREE delivery');
    expect(found.map((topic) => topic.questions.map((entry) => entry.id))).toEqual([[1]]);
    expect(searchHelp(topics, 'head office')[0]?.questions.map((entry) => entry.id)).toEqual([2]);
  });

  it('drops topics with nothing left, and finds Khmer text', () => {
    expect(searchHelp(topics, 'បង់ប្រាក់').map((topic) => topic.key)).toEqual(['payment']);
    expect(searchHelp(topics, 'espresso')).toEqual([]);
  });
});
