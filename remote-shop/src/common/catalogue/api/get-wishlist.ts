import { api, isLoggedInAtom, queryOptions, useQuery } from '@portal/shared';
import { type ListMeta, type ProductSummary, productSummarySchema } from '@portal/shared/contract';
import { useAtomValue } from 'jotai';
import { wishlistKeys } from './wishlist-keys';

export const getWishlist = async (limit: number, offset: number) => {
  const { data } = await api.get<{ data: unknown; meta: ListMeta }>('/wishlist', {
    params: { limit, offset },
  });
  return { items: productSummarySchema.array().parse(data.data) as ProductSummary[], meta: data.meta };
};
export const wishlistQuery = (limit: number, offset: number) =>
  queryOptions({ queryKey: wishlistKeys.page(limit, offset), queryFn: () => getWishlist(limit, offset) });
export const useWishlist = (limit: number, offset: number) => {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useQuery({ ...wishlistQuery(limit, offset), enabled: loggedIn });
};
