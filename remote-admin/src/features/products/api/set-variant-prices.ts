import { useMutation, useQueryClient } from '@portal/shared';
import { type AdminVariantPricesBody, adminVariantPricesBodySchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.products }),
  });
};
