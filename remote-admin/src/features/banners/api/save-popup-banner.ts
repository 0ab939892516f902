import { useMutation, useQueryClient } from '@portal/shared';
import { type PopupBannerInput, popupBannerBodySchema } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';
import { popupBannersQuery } from './get-popup-banners';

/** Creates a banner, or changes the one with `id`. */
export const savePopupBanner = async ({ id, body }: { id: number | null; body: PopupBannerInput }) => {
  const valid = popupBannerBodySchema.parse(body);
  return (
    id ? await staffApi.put(`/popup-banners/${id}`, valid) : await staffApi.post('/popup-banners', valid)
  ).data.data;
};

export const useSavePopupBanner = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePopupBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: popupBannersQuery().queryKey }),
  });
};
