import { useMutation, useQueryClient } from '@portal/shared';
import { bpRejectBodySchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const rejectBpRequest = async (id: number, reason: string) =>
  (await staffApi.post(`/business-partner-requests/${id}/reject`, bpRejectBodySchema.parse({ reason }))).data
    .data;

export const useRejectBpRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectBpRequest(id, reason),
    onSuccess: () =>
      Promise.all(
        [adminKeys.businessPartnerRequests, adminKeys.dashboard].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
