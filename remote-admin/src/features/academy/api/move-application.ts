import { useMutation, useQueryClient } from '@portal/shared';
import { adminApplicationMoveBodySchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';
import type { StatusMove } from './move-academy-request';

export const moveApplication = async ({ id, ...move }: StatusMove) =>
  (await staffApi.post(`/academy/applications/${id}/status`, adminApplicationMoveBodySchema.parse(move))).data
    .data;

export const useMoveApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.academy }),
  });
};
