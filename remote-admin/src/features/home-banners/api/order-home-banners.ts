import { useMutation, useQueryClient } from '@portal/shared';
import { adminHomeBannerSchema } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';
import { homeBannersQuery } from './get-home-banners';

/** Puts the slides in the order of `ids` (every banner once). */
export const orderHomeBanners = async (ids: number[]) =>
  adminHomeBannerSchema.array().parse((await staffApi.put('/home-banners-order', { ids })).data.data);

export const useOrderHomeBanners = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderHomeBanners,
    onSuccess: (banners) => queryClient.setQueryData(homeBannersQuery().queryKey, banners),
  });
};
