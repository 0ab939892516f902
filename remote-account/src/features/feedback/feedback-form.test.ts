import { describe, expect, it } from '@jest/globals';
import { feedbackFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

/** The key the feedback form shows for these values; `rating` 0 means none chosen yet. */
const feedbackFormError = (form: { rating: number; comment: string }) =>
  firstFailure(feedbackFormSchema, form);

describe('feedback rules', () => {
  it('asks for a rating first, then a comment', () => {
    expect(feedbackFormError({ rating: 0, comment: '' })).toBe('ratingIsRequired');
    expect(feedbackFormError({ rating: 4, comment: '   ' })).toBe('commentIsRequired');
    expect(feedbackFormError({ rating: 4, comment: 'Quick delivery' })).toBeNull();
  });

  it('keeps the rating between 1 and 5 stars', () => {
    expect(feedbackFormError({ rating: 6, comment: 'Great' })).toBe('ratingMustBeFrom1To5');
    expect(feedbackFormError({ rating: 1, comment: 'Late' })).toBeNull();
  });
});
