import { changePasswordBodySchema, passwordMinLength } from '@portal/shared/contract';
import { firstIssue } from '../../common/use-submit';

export type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };

export const emptyPasswordForm: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec section 5: current, new and confirm not empty; more than 5 characters; confirm matches. */
export const passwordFormError = (form: PasswordForm): string | null => {
  if (!form.currentPassword) return 'accountCurrentPasswordIsRequired';
  if (form.currentPassword.length < passwordMinLength) return 'passwordMustBeAtLeast6Characters';
  return firstIssue(changePasswordBodySchema.safeParse(form));
};
