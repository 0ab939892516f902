import { api, isLoggedInAtom, queryOptions, useQuery } from '@portal/shared';
import type { ReviewList } from '@portal/shared/contract';
import { useAtomValue } from 'jotai';

/** Typed, not parsed: the product page shows reviews without the schema library. */
export const getReviews = async (productId: number, limit: number): Promise<ReviewList> =>
  (await api.get<{ data: ReviewList }>('/review', { params: { productId, limit } })).data.data;
/** A guest and a signed-in customer get different answers (`mine`, `canReview`): signing in or out asks again. */
export const reviewsQuery = (productId: number, signedIn: boolean, limit = 20) =>
  queryOptions({
    queryKey: ['reviews', productId, signedIn ? 'signedIn' : 'guest', limit],
    queryFn: () => getReviews(productId, limit),
  });
export const useReviews = (productId: number) => {
  const signedIn = useAtomValue(isLoggedInAtom);
  return useQuery({ ...reviewsQuery(productId, signedIn), enabled: productId > 0 });
};
