import { queryOptions, useQuery } from '@portal/shared';
import { type AdminSpecialBlend, adminSpecialBlendSchema } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';
import { specialBlendKeys } from './get-special-blends';

export const getSpecialBlend = async (id: number): Promise<AdminSpecialBlend> =>
  adminSpecialBlendSchema.parse((await staffApi.get(`/special-blends/${id}`)).data.data);
export const specialBlendQuery = (id: number) =>
  queryOptions({ queryKey: specialBlendKeys.one(id), queryFn: () => getSpecialBlend(id) });
export const useSpecialBlend = (id: number) => useQuery(specialBlendQuery(id));
