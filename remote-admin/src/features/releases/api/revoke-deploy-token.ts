import { useMutation, useQueryClient } from '@portal/shared';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const revokeDeployToken = async (id: number) => {
  await staffApi.delete(`/deploy-tokens/${id}`);
};

export const useRevokeDeployToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDeployToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.deployTokens }),
  });
};
