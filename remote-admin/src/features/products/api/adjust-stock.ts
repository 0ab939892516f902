import { useMutation, useQueryClient } from '@portal/shared';
import {
  type AdminStockAdjustmentBody,
  adminStockAdjustedSchema,
  adminStockAdjustmentBodySchema,
} from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';
import { productsKey } from './get-product';
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
      await queryClient.invalidateQueries({ queryKey: productsKey });
      await queryClient.invalidateQueries({ queryKey: stockMovementsKey(variantId) });
    },
  });
};
