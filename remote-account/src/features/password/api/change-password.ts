import { api } from '@portal/shared';
import type { ChangePasswordBody } from '@portal/shared/contract';

/** Proven by the current password; the API ends the user's other sessions and keeps this one. */
export const changePassword = async (body: ChangePasswordBody) => {
  await api.put('/account/change-password', body);
};
