import { queryOptions, useQuery } from '@portal/shared';
import { type AdminPopupBanner, adminPopupBannerSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const getPopupBanners = async (): Promise<AdminPopupBanner[]> =>
  adminPopupBannerSchema.array().parse((await staffApi.get('/popup-banners')).data.data);
export const popupBannersQuery = () =>
  queryOptions({ queryKey: adminKeys.popupBanners, queryFn: getPopupBanners });
export const usePopupBanners = () => useQuery(popupBannersQuery());
