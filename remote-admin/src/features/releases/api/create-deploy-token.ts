import { useMutation, useQueryClient } from '@portal/shared';
import { type DeployTokenBody, deployTokenBodySchema, newDeployTokenSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

/** A new deploy token of one app; its answer is the only time the token itself is shown. */
export const createDeployToken = async (body: DeployTokenBody) =>
  newDeployTokenSchema.parse(
    (await staffApi.post('/deploy-tokens', deployTokenBodySchema.parse(body))).data.data,
  );

export const useCreateDeployToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeployToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.deployTokens }),
  });
};
