import { describe, expect, it } from '@jest/globals';
import { reviewFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

describe('the review form (spec section 5)', () => {
  it('asks for the rating first, then the text', () => {
    expect(firstFailure(reviewFormSchema, { rating: 0, comment: '' })).toBe('catalogueRatingIsRequired');
    expect(firstFailure(reviewFormSchema, { rating: 4, comment: '  ' })).toBe(
      'catalogueReviewTextIsRequired',
    );
    expect(firstFailure(reviewFormSchema, { rating: 4, comment: 'Even extraction' })).toBeNull();
  });
});
