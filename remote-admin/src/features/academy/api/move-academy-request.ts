import { useMutation, useQueryClient } from '@portal/shared';
import { adminAcademyRequestMoveBodySchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export type StatusMove = { id: number; status: string; remark: string };

export const moveAcademyRequest = async ({ id, ...move }: StatusMove) =>
  (await staffApi.post(`/academy/requests/${id}/status`, adminAcademyRequestMoveBodySchema.parse(move))).data
    .data;

export const useMoveAcademyRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveAcademyRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.academyRequests }),
  });
};
