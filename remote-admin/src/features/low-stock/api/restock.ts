import { useMutation, useQueryClient } from '@portal/shared';
import { type AdminRestockBody, adminRestockBodySchema, adminRestockedSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const restock = async (body: AdminRestockBody) =>
  adminRestockedSchema.parse(
    (await staffApi.post('/stock/restock', adminRestockBodySchema.parse(body))).data.data,
  );

export const useRestock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.products }),
  });
};
