import { api, queryOptions, useQuery } from '@portal/shared';
import type { Place } from '@portal/shared/contract';

/** Cambodia is country 1 (spec section 7: provinces of 1 with type=province, all=true). */
const CAMBODIA = 1;

export const getPlaces = async (type: 'province' | 'district', parentId: number): Promise<Place[]> =>
  (
    await api.get<{ data: Place[] }>(`/address/provinceOrDistrict/${parentId}`, {
      params: { type, all: true },
    })
  ).data.data;

export const provincesQuery = () =>
  queryOptions({
    queryKey: ['places', 'province', CAMBODIA],
    queryFn: () => getPlaces('province', CAMBODIA),
  });

export const districtsQuery = (provinceId: number) =>
  queryOptions({
    queryKey: ['places', 'district', provinceId],
    queryFn: () => getPlaces('district', provinceId),
  });

export const useProvinces = () => useQuery(provincesQuery());

/** Loaded once a province is chosen. */
export const useDistricts = (provinceId: number | null) =>
  useQuery({ ...districtsQuery(provinceId ?? 0), enabled: provinceId !== null });
