import { useMutation, useQueryClient } from '@portal/shared';
import { type AdminVariantPricesBody, adminVariantPricesBodySchema } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';
import { productsKey } from './get-product';

export const setVariantPrices = async ({
  variantId,
  body,
}: {
  variantId: number;
  body: AdminVariantPricesBody;
}) =>
  (await staffApi.put(`/variants/${variantId}/prices`, adminVariantPricesBodySchema.parse(body))).data.data;

export const useSetVariantPrices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVariantPrices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
};
