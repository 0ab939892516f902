import { api } from '../api/client';
import type { ChangePasswordBody } from '../contract/account';

/**
 * Spec section 5: proven by the current password (the account's page) or by a CHANGE_PASSWORD code sent to the
 * account (the shell's dialog); the API ends the user's other sessions and keeps this one.
 */
export const changePassword = async (body: ChangePasswordBody) => {
  await api.put('/account/change-password', { ...body, otp: body.otp?.trim() });
};
