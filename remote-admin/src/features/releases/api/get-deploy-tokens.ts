import { queryOptions, useQuery } from '@portal/shared';
import { type DeployToken, deployTokenSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const getDeployTokens = async (): Promise<DeployToken[]> =>
  deployTokenSchema.array().parse((await staffApi.get('/deploy-tokens')).data.data);
export const deployTokensQuery = () =>
  queryOptions({ queryKey: adminKeys.deployTokens, queryFn: getDeployTokens });
export const useDeployTokens = () => useQuery(deployTokensQuery());
