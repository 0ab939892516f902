import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Place } from '../contract/address';

/** Cambodia, the one country the lists start from (spec section 7: provinces of 1 with type=province, all=true). */
const cambodia = 1;

/** Provinces and districts: they do not change while the portal runs, so they are read once. */
export const placeKeys = {
  all: ['places'] as const,
  provinces: () => [...placeKeys.all, 'province', cambodia] as const,
  districts: (provinceId: number) => [...placeKeys.all, 'district', provinceId] as const,
};

const getPlaces = async (type: 'province' | 'district', parentId: number): Promise<Place[]> =>
  (
    await api.get<{ data: Place[] }>(`/address/provinceOrDistrict/${parentId}`, {
      params: { type, all: true },
    })
  ).data.data;

export const provincesQuery = () =>
  queryOptions({
    queryKey: placeKeys.provinces(),
    queryFn: () => getPlaces('province', cambodia),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const districtsQuery = (provinceId: number) =>
  queryOptions({
    queryKey: placeKeys.districts(provinceId),
    queryFn: () => getPlaces('district', provinceId),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useProvinces = () => useQuery(provincesQuery());

/** Loaded once a province is chosen. */
export const useDistricts = (provinceId: number | null) =>
  useQuery({ ...districtsQuery(provinceId ?? 0), enabled: provinceId !== null });
