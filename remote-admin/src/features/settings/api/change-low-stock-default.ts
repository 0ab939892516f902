import { useMutation, useQueryClient } from '@portal/shared';
import {
  type LowStockDefaultBody,
  lowStockDefaultBodySchema,
  lowStockDefaultSchema,
} from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';
import { lowStockDefaultQuery } from './get-low-stock-default';

export const changeLowStockDefault = async (body: LowStockDefaultBody) =>
  lowStockDefaultSchema.parse(
    (await staffApi.put('/settings/low-stock-level', lowStockDefaultBodySchema.parse(body))).data.data,
  );

/** The low-stock list and the dashboard's count follow the new level. */
export const useChangeLowStockDefault = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLowStockDefault,
    onSuccess: async (level) => {
      queryClient.setQueryData(lowStockDefaultQuery().queryKey, level);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]);
    },
  });
};
