import { api, useMutation, useQueryClient } from '@portal/shared';
import { type Review, type ReviewBody, reviewSchema } from '@portal/shared/contract';
import { productQuery } from './get-product';
import { reviewsQuery } from './get-reviews';

export const createReview = async (body: ReviewBody): Promise<Review> =>
  reviewSchema.parse((await api.post('/review', body)).data.data);

export const useCreateReview = (productId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => {
      // The product's reviews in every list size, for a guest and a signed-in caller alike.
      void queryClient.invalidateQueries({ queryKey: reviewsQuery(productId, true).queryKey.slice(0, 2) });
      void queryClient.invalidateQueries({ queryKey: productQuery(productId).queryKey });
    },
  });
};
