import { queryOptions, useQuery } from '@portal/shared';
import { type LowStockDefault, lowStockDefaultSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const getLowStockDefault = async (): Promise<LowStockDefault> =>
  lowStockDefaultSchema.parse((await staffApi.get('/settings/low-stock-level')).data.data);
export const lowStockDefaultQuery = () =>
  queryOptions({ queryKey: [...adminKeys.settings, 'low-stock-level'], queryFn: getLowStockDefault });
export const useLowStockDefault = () => useQuery(lowStockDefaultQuery());
