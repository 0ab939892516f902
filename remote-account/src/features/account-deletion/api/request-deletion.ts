import { api } from '@portal/shared';
import { type DeleteRequest, deleteRequestSchema } from '@portal/shared/contract';

/** PUT with an empty body; the API ends every session of the account. */
export const requestDeletion = async (): Promise<DeleteRequest> =>
  deleteRequestSchema.parse((await api.put('/account/delete-request')).data.data);
