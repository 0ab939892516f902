import { feedbackBodySchema } from '@portal/shared/contract';
import { firstIssue } from '../../common/use-submit';

/** `rating` 0 means none chosen yet. */
export type FeedbackForm = { rating: number; comment: string };

export const emptyFeedbackForm: FeedbackForm = { rating: 0, comment: '' };

/** Spec section 5: rating and text required; the rating is 1 to 5 stars. */
export const feedbackFormError = (form: FeedbackForm) =>
  firstIssue(feedbackBodySchema.safeParse({ rating: form.rating || undefined, comment: form.comment }));
