import { useMutation, useQueryClient } from '@portal/shared';
import {
  type AdminVariantCreateBody,
  type AdminVariantUpdateBody,
  adminVariantCreateBodySchema,
  adminVariantUpdateBodySchema,
} from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const createVariant = async ({
  productId,
  body,
}: {
  productId: number;
  body: AdminVariantCreateBody;
}) =>
  (await staffApi.post(`/products/${productId}/variants`, adminVariantCreateBodySchema.parse(body))).data
    .data;

export const updateVariant = async ({
  variantId,
  body,
}: {
  variantId: number;
  body: AdminVariantUpdateBody;
}) => (await staffApi.put(`/variants/${variantId}`, adminVariantUpdateBodySchema.parse(body))).data.data;

export const useCreateVariant = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVariant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.products }),
  });
};

export const useUpdateVariant = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVariant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.products }),
  });
};
