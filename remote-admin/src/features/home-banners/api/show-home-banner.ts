import { useMutation, useQueryClient } from '@portal/shared';
import { adminHomeBannerSchema } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';
import { homeBannersQuery } from './get-home-banners';

/** Shows (`visible`) or hides one slide of the home slider. */
export const showHomeBanner = async ({ id, visible }: { id: number; visible: boolean }) =>
  adminHomeBannerSchema.parse(
    (await staffApi.post(`/home-banners/${id}/${visible ? 'show' : 'hide'}`)).data.data,
  );

export const useShowHomeBanner = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: showHomeBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeBannersQuery().queryKey }),
  });
};
