import { api, isLoggedInAtom, queryOptions, useQuery } from '@portal/shared';
import { useAtomValue } from 'jotai';
import { wishlistKeys } from './wishlist-keys';

/** The signed-in customer's favorite product ids (hearts on every card); guests have none and make no call. */
export const getWishlistIds = async (): Promise<number[]> =>
  (await api.get<{ data: number[] }>('/wishlist/ids')).data.data;
export const wishlistIdsQuery = () => queryOptions({ queryKey: wishlistKeys.ids(), queryFn: getWishlistIds });
export const useWishlistIds = () => {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useQuery({ ...wishlistIdsQuery(), enabled: loggedIn });
};
