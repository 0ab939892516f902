import { api, queryOptions, useQuery } from '@portal/shared';
import type { ReviewList } from '@portal/shared/contract';

/** Typed, not parsed: the product page shows reviews without the schema library. */
export const getReviews = async (productId: number, limit: number): Promise<ReviewList> =>
  (await api.get<{ data: ReviewList }>('/review', { params: { productId, limit } })).data.data;
export const reviewsQuery = (productId: number, limit = 20) =>
  queryOptions({ queryKey: ['reviews', productId, limit], queryFn: () => getReviews(productId, limit) });
export const useReviews = (productId: number) =>
  useQuery({ ...reviewsQuery(productId), enabled: productId > 0 });
