import { useMutation, useQueryClient } from '@portal/shared';
import {
  type PromoteReleaseBody,
  promoteReleaseBodySchema,
  type ReleaseApp,
  releaseChangeSchema,
} from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

/** Makes a kept release live, or with `canary` starts or changes its canary; promoting the canary completes it. */
export const promoteRelease = async ({ app, body }: { app: ReleaseApp; body: PromoteReleaseBody }) =>
  releaseChangeSchema.parse(
    (await staffApi.post(`/releases/${app}/promote`, promoteReleaseBodySchema.parse(body))).data.data,
  );

export const usePromoteRelease = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteRelease,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.releases }),
  });
};
