import { useMutation, useQueryClient } from '@portal/shared';
import {
  type ReleaseApp,
  type RollbackReleaseBody,
  releaseChangeSchema,
  rollbackReleaseBodySchema,
} from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

/** Ends a running canary, or else brings back the release live before. */
export const rollbackRelease = async ({ app, body }: { app: ReleaseApp; body: RollbackReleaseBody }) =>
  releaseChangeSchema.parse(
    (await staffApi.post(`/releases/${app}/rollback`, rollbackReleaseBodySchema.parse(body))).data.data,
  );

export const useRollbackRelease = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollbackRelease,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.releases }),
  });
};
