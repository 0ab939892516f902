import { useMutation, useQueryClient } from '@portal/shared';
import {
  type AdminStockAdjustmentBody,
  adminStockAdjustedSchema,
  adminStockAdjustmentBodySchema,
} from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';
import { stockMovementsKey } from './get-stock-movements';

export const adjustStock = async ({
  variantId,
  body,
}: {
  variantId: number;
  body: AdminStockAdjustmentBody;
}) =>
  adminStockAdjustedSchema.parse(
    (
      await staffApi.post(
        `/variants/${variantId}/stock-adjustments`,
        adminStockAdjustmentBodySchema.parse(body),
      )
    ).data.data,
  );

export const useAdjustStock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustStock,
    onSuccess: async (_, { variantId }) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.products });
      await queryClient.invalidateQueries({ queryKey: stockMovementsKey(variantId) });
    },
  });
};
