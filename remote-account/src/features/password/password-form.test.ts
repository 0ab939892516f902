import { describe, expect, it } from '@jest/globals';
import { changePasswordByCurrentFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };

/** The key the change-password page shows for these values: the first failing rule. */
const passwordFormError = (form: PasswordForm) => firstFailure(changePasswordByCurrentFormSchema, form);

const valid: PasswordForm = {
  currentPassword: 'coffee123',
  newPassword: 'latte456',
  confirmPassword: 'latte456',
};

describe('change password rules', () => {
  it('asks for the current, the new and the confirmation, in that order', () => {
    expect(passwordFormError({ currentPassword: '', newPassword: '', confirmPassword: '' })).toBe(
      'accountCurrentPasswordIsRequired',
    );
    expect(passwordFormError({ ...valid, newPassword: '', confirmPassword: '' })).toBe(
      'newPasswordIsRequired',
    );
    expect(passwordFormError({ ...valid, confirmPassword: '' })).toBe('confirmPasswordIsRequired');
  });

  it('wants more than 5 characters', () => {
    expect(passwordFormError({ ...valid, newPassword: '12345', confirmPassword: '12345' })).toBe(
      'passwordMustBeAtLeast6Characters',
    );
    expect(passwordFormError({ ...valid, currentPassword: '12345' })).toBe(
      'passwordMustBeAtLeast6Characters',
    );
    expect(passwordFormError({ ...valid, newPassword: '123456', confirmPassword: '123456' })).toBeNull();
  });

  it('wants the confirmation to match', () => {
    expect(passwordFormError({ ...valid, confirmPassword: 'latte457' })).toBe(
      'newPasswordAndConfirmPasswordAreNotMatched',
    );
    expect(passwordFormError(valid)).toBeNull();
  });
});
