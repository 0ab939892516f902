import { api, queryOptions, useQuery } from '@portal/shared';
import { type ReviewList, reviewListSchema } from '@portal/shared/contract';

export const getReviews = async (productId: number, limit: number): Promise<ReviewList> =>
  reviewListSchema.parse((await api.get('/review', { params: { productId, limit } })).data.data);
export const reviewsQuery = (productId: number, limit = 20) =>
  queryOptions({ queryKey: ['reviews', productId, limit], queryFn: () => getReviews(productId, limit) });
export const useReviews = (productId: number) =>
  useQuery({ ...reviewsQuery(productId), enabled: productId > 0 });
