import { api, queryOptions, useQuery } from '@portal/shared';
import { type PopupBanner, popupBannerSchema } from '@portal/shared/contract';

export const getPopupBanner = async (id: number): Promise<PopupBanner> =>
  popupBannerSchema.parse((await api.get(`/popup-banner/${id}`)).data.data);
export const popupBannerQuery = (id: number) =>
  queryOptions({ queryKey: ['popup-banner', id], queryFn: () => getPopupBanner(id) });
export const usePopupBanner = (id: number | null) =>
  useQuery({ ...popupBannerQuery(id ?? 0), enabled: Boolean(id) });
