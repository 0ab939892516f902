import { api, queryOptions, useQuery } from '@portal/shared';
import { type Equipment, equipmentSchema } from '@portal/shared/contract';

export const getEquipment = async (categoryId: number): Promise<Equipment[]> =>
  equipmentSchema
    .array()
    .parse((await api.get('/equipment', { params: { categoryId, limit: 200 } })).data.data);

export const equipmentQuery = (categoryId: number) =>
  queryOptions({ queryKey: ['equipment', categoryId], queryFn: () => getEquipment(categoryId) });
export const useEquipment = (categoryId: number | undefined) =>
  useQuery({ ...equipmentQuery(categoryId ?? 0), enabled: categoryId !== undefined });
