import { api, queryOptions, useQuery } from '@portal/shared';
import { type Place, placeSchema } from '@portal/shared/contract';

/** Cambodia, the one country the lists start from (spec section 7: provinces of 1). */
const cambodiaId = 1;

const getPlaces = async (parentId: number, type: 'province' | 'district'): Promise<Place[]> =>
  placeSchema
    .array()
    .parse(
      (await api.get(`/address/provinceOrDistrict/${parentId}`, { params: { type, all: true } })).data.data,
    );

export const provincesQuery = () =>
  queryOptions({
    queryKey: ['places', 'province', cambodiaId],
    queryFn: () => getPlaces(cambodiaId, 'province'),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useProvinces = () => useQuery(provincesQuery());

export const districtsQuery = (provinceId: number) =>
  queryOptions({
    queryKey: ['places', 'district', provinceId],
    queryFn: () => getPlaces(provinceId, 'district'),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useDistricts = (provinceId: number | null) =>
  useQuery({ ...districtsQuery(provinceId ?? 0), enabled: Boolean(provinceId) });
