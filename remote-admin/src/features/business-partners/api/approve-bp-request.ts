import { useMutation, useQueryClient } from '@portal/shared';
import { type BpApproveInput, bpApproveBodySchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const approveBpRequest = async (id: number, body: BpApproveInput) =>
  (await staffApi.post(`/business-partner-requests/${id}/approve`, bpApproveBodySchema.parse(body))).data
    .data;

export const useApproveBpRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BpApproveInput }) => approveBpRequest(id, body),
    onSuccess: () =>
      Promise.all(
        [adminKeys.businessPartnerRequests, adminKeys.customers, adminKeys.dashboard].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
