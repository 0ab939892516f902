import { queryOptions, useQuery } from '@portal/shared';
import { type AdminHomeBanner, adminHomeBannerSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const getHomeBanners = async (): Promise<AdminHomeBanner[]> =>
  adminHomeBannerSchema.array().parse((await staffApi.get('/home-banners')).data.data);
export const homeBannersQuery = () =>
  queryOptions({ queryKey: adminKeys.homeBanners, queryFn: getHomeBanners });
export const useHomeBanners = () => useQuery(homeBannersQuery());
