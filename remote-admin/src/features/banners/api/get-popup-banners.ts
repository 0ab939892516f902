import { queryOptions, useQuery } from '@portal/shared';
import { type AdminPopupBanner, adminPopupBannerSchema } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';

export const getPopupBanners = async (): Promise<AdminPopupBanner[]> =>
  adminPopupBannerSchema.array().parse((await staffApi.get('/popup-banners')).data.data);
export const popupBannersQuery = () =>
  queryOptions({ queryKey: ['admin', 'popup-banners'], queryFn: getPopupBanners });
export const usePopupBanners = () => useQuery(popupBannersQuery());
