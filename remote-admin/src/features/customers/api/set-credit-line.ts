import { useMutation, useQueryClient } from '@portal/shared';
import { creditLineBodySchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const setCreditLine = async (userId: number, creditLineCents: number) =>
  (await staffApi.put(`/customers/${userId}/credit-line`, creditLineBodySchema.parse({ creditLineCents })))
    .data.data;

export const useSetCreditLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, creditLineCents }: { userId: number; creditLineCents: number }) =>
      setCreditLine(userId, creditLineCents),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.customers }),
  });
};
