import { useMutation, useQueryClient } from '@portal/shared';
import {
  type AdminProductBody,
  adminProductBodySchema,
  adminProductDetailSchema,
} from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

/** Creates a product, or changes the one with `id`; answers the product as saved. */
export const saveProduct = async ({ id, body }: { id: number | null; body: AdminProductBody }) => {
  const valid = adminProductBodySchema.parse(body);
  const answer = id ? await staffApi.put(`/products/${id}`, valid) : await staffApi.post('/products', valid);
  return adminProductDetailSchema.parse(answer.data.data);
};

export const useSaveProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.products }),
  });
};
