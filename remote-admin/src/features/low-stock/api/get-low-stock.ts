import { queryOptions, useQuery } from '@portal/shared';
import { adminLowStockVariantSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const getLowStock = async (offset: number) => {
  const { data, meta } = (await staffApi.get('/stock/low', { params: { limit: 200, offset } })).data as {
    data: unknown;
    meta: { total: number; defaultLevel: number };
  };
  return {
    items: adminLowStockVariantSchema.array().parse(data),
    total: Number(meta.total),
    defaultLevel: Number(meta.defaultLevel),
  };
};

export const lowStockKey = (offset: number) => [...adminKeys.products, 'low-stock', offset] as const;
export const lowStockQuery = (offset: number) =>
  queryOptions({ queryKey: lowStockKey(offset), queryFn: () => getLowStock(offset) });
export const useLowStock = (offset: number) => useQuery(lowStockQuery(offset));
