import { useMutation } from '@portal/shared';
import { type ReleaseApp, type ReleasePreviewLink, releasePreviewLinkSchema } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';

/** A link that makes the browser opening it, and only it, run `version` of `app` until it expires. */
export const createPreviewLink = async ({
  app,
  version,
}: {
  app: ReleaseApp;
  version: string;
}): Promise<ReleasePreviewLink> =>
  releasePreviewLinkSchema.parse((await staffApi.post(`/releases/${app}/${version}/preview`)).data.data);

export const useCreatePreviewLink = () => useMutation({ mutationFn: createPreviewLink });
