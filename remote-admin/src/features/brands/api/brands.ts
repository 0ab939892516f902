import { queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared';
import {
  type AdminBrandBody,
  adminBrandBodySchema,
  adminBrandSchema,
  listEnvelope,
} from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const getBrands = async () =>
  listEnvelope(adminBrandSchema).parse((await staffApi.get('/brands')).data).data;
export const brandsQuery = () => queryOptions({ queryKey: adminKeys.brands, queryFn: getBrands });
export const useBrands = () => useQuery(brandsQuery());

export type BrandChange =
  | { kind: 'save'; id: number | null; body: AdminBrandBody }
  | { kind: 'visibility'; id: number; isActive: boolean }
  | { kind: 'delete'; id: number };

export const changeBrand = async (change: BrandChange) => {
  switch (change.kind) {
    case 'save': {
      const body = adminBrandBodySchema.parse(change.body);
      return change.id ? staffApi.put(`/brands/${change.id}`, body) : staffApi.post('/brands', body);
    }
    case 'visibility':
      return staffApi.put(`/brands/${change.id}/visibility`, { isActive: change.isActive });
    case 'delete':
      return staffApi.delete(`/brands/${change.id}`);
  }
};

export const useChangeBrand = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBrand,
    onSuccess: () =>
      Promise.all(
        [adminKeys.brands, adminKeys.catalogueChoices, adminKeys.products].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
