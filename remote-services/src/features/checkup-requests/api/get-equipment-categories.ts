import { api, queryOptions, useQuery } from '@portal/shared';
import { type EquipmentCategory, equipmentCategorySchema } from '@portal/shared/contract';

export const getEquipmentCategories = async (ticketTypeId: number): Promise<EquipmentCategory[]> =>
  equipmentCategorySchema
    .array()
    .parse((await api.get('/category-by-service-ticket-type', { params: { ticketTypeId } })).data.data);

export const equipmentCategoriesQuery = (ticketTypeId: number) =>
  queryOptions({
    queryKey: ['category-by-service-ticket-type', ticketTypeId],
    queryFn: () => getEquipmentCategories(ticketTypeId),
  });
export const useEquipmentCategories = (ticketTypeId: number | undefined) =>
  useQuery({ ...equipmentCategoriesQuery(ticketTypeId ?? 0), enabled: ticketTypeId !== undefined });
