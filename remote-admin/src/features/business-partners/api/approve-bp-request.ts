import { useMutation, useQueryClient } from '@portal/shared';
import { type BpApproveBody, bpApproveBodySchema } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';

export const approveBpRequest = async (id: number, body: BpApproveBody) =>
  (await staffApi.post(`/business-partner-requests/${id}/approve`, bpApproveBodySchema.parse(body))).data
    .data;

export const useApproveBpRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BpApproveBody }) => approveBpRequest(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
