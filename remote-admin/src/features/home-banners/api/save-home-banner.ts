import { useMutation, useQueryClient } from '@portal/shared';
import {
  type AdminHomeBannerBody,
  adminHomeBannerBodySchema,
  adminHomeBannerSchema,
} from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';
import { homeBannersQuery } from './get-home-banners';

/** Creates a home banner, or changes the one with `id`. */
export const saveHomeBanner = async ({ id, body }: { id: number | null; body: AdminHomeBannerBody }) => {
  const valid = adminHomeBannerBodySchema.parse(body);
  const answer = id
    ? await staffApi.put(`/home-banners/${id}`, valid)
    : await staffApi.post('/home-banners', valid);
  return adminHomeBannerSchema.parse(answer.data.data);
};

export const useSaveHomeBanner = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHomeBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeBannersQuery().queryKey }),
  });
};
