import { api } from '@portal/shared';
import { type Feedback, type FeedbackBody, feedbackSchema } from '@portal/shared/contract';

export const sendFeedback = async (body: FeedbackBody): Promise<Feedback> =>
  feedbackSchema.parse((await api.post('/feedback/create', body)).data.data);
