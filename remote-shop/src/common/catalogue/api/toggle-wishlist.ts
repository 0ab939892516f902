import { api, useMutation, useQueryClient } from '@portal/shared';
import type { WishlistState } from '@portal/shared/contract';
import { wishlistIdsQuery } from './get-wishlist-ids';
import { wishlistKeys } from './wishlist-keys';

export const toggleWishlist = async ({ productId, favorite }: { productId: number; favorite: boolean }) =>
  (favorite
    ? await api.post<{ data: WishlistState }>('/wishlist', { productId })
    : await api.delete<{ data: WishlistState }>(`/wishlist/${productId}`)
  ).data.data;

/** Flips the heart at once and puts it back if the call fails. */
export const useToggleWishlist = () => {
  const queryClient = useQueryClient();
  const idsKey = wishlistIdsQuery().queryKey;
  return useMutation({
    mutationFn: toggleWishlist,
    onMutate: async ({ productId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<number[]>(idsKey);
      queryClient.setQueryData<number[]>(idsKey, (ids = []) =>
        favorite ? [...new Set([...ids, productId])] : ids.filter((id) => id !== productId),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(idsKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
};
