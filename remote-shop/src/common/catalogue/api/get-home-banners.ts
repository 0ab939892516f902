import { api, queryOptions, useQuery } from '@portal/shared';
import type { HomeBanner } from '@portal/shared/contract';

/** Typed, not parsed: the home page's first screen. */
export const getHomeBanners = async (): Promise<HomeBanner[]> =>
  (await api.get<{ data: HomeBanner[] }>('/advertisement/banner')).data.data;
export const homeBannersQuery = () => queryOptions({ queryKey: ['home-banners'], queryFn: getHomeBanners });
export const useHomeBanners = () => useQuery(homeBannersQuery());
