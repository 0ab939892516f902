import {
  genders,
  isEmail,
  isLocalPhone,
  passwordMinLength,
  stripSpaces,
  toLocalPhone,
  toLoginIdentifier,
} from '@portal/shared/contract';

/** Each rule answers the message key of the first failure (spec section 5), or null when the form may be sent. */

export type LoginForm = { identifier: string; password: string };

export const loginError = ({ identifier, password }: LoginForm) => {
  if (!stripSpaces(identifier)) return 'phoneOrEmailCannotBeEmpty';
  if (!password) return 'passwordCannotBeEmpty';
  return null;
};

/** What the login call sends: spaces stripped, the phone normalised as spec section 5 says. */
export const loginBody = ({ identifier, password }: LoginForm) => ({
  user: toLoginIdentifier(identifier),
  password,
});

export type RegisterForm = {
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  confirmPassword: string;
  gender: string;
  email: string;
};

export const emptyRegisterForm: RegisterForm = {
  firstName: '',
  lastName: '',
  phone: '',
  password: '',
  confirmPassword: '',
  gender: '',
  email: '',
};

/** Spec section 5, register, in its order. */
export const registerError = (form: RegisterForm) => {
  if (!form.firstName.trim()) return 'firstNameIsRequired';
  if (!form.lastName.trim()) return 'lastNameIsRequired';
  if (!stripSpaces(form.phone)) return 'phoneIsRequired';
  if (!form.password) return 'passwordIsRequired';
  if (form.password.length < passwordMinLength) return 'passwordMustBeAtLeast6Characters';
  if (form.password !== form.confirmPassword) return 'newPasswordAndConfirmPasswordAreNotMatched';
  if (!(genders as readonly string[]).includes(form.gender)) return 'genderIsRequired';
  if (form.email.trim() && !isEmail(form.email)) return 'invalidEmailAddress';
  const phone = toLocalPhone(form.phone);
  if (!phone || !isLocalPhone(phone)) return 'invalidPhoneNumber';
  return null;
};

/** The register body: the phone with its leading 0, no e-mail when none was given. */
export const registerBody = (form: RegisterForm) => ({
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
  phone: toLocalPhone(form.phone) ?? stripSpaces(form.phone),
  password: form.password,
  confirmPassword: form.confirmPassword,
  gender: form.gender,
  email: form.email.trim() || null,
});

/** Spec section 5, OTP target: a valid e-mail as it is, anything else as a phone with its leading 0. */
export const otpTarget = (identifier: string) => {
  const value = stripSpaces(identifier);
  return isEmail(value) ? value : (toLocalPhone(value) ?? value);
};

/** Spec section 5, forgot password: required, then an e-mail or a number of 9 to 10 digits. */
export const forgotPasswordError = (identifier: string) => {
  const value = stripSpaces(identifier);
  if (!value) return 'phoneOrEmailCannotBeEmpty';
  if (isEmail(value)) return null;
  const phone = toLocalPhone(value);
  return phone && isLocalPhone(phone) ? null : 'invalidEmailNumberAddress';
};

export type ResetForm = { otp: string; newPassword: string; confirmPassword: string };

/** Spec section 5, reset: the code, the new password, then the confirmation. */
export const resetError = ({ otp, newPassword, confirmPassword }: ResetForm) => {
  if (!otp.trim()) return 'optIsRequired';
  if (!/^\d{6}$/.test(otp.trim())) return 'invalidOtpCode';
  if (!newPassword) return 'newPasswordIsRequired';
  if (newPassword.length < passwordMinLength) return 'passwordMustBeAtLeast6Characters';
  if (newPassword !== confirmPassword) return 'newPasswordAndConfirmPasswordAreNotMatched';
  return null;
};

/** Verification: a 6-digit code. */
export const otpError = (otp: string) => {
  if (!otp.trim()) return 'optIsRequired';
  return /^\d{6}$/.test(otp.trim()) ? null : 'invalidOtpCode';
};

export type ChangePasswordForm = { newPassword: string; confirmPassword: string; otp: string };

/**
 * Spec section 5, password change: new and confirm not empty, longer than 5 characters, confirm matches; then the
 * one-time code that proves it is the account's owner.
 */
export const changePasswordError = ({ newPassword, confirmPassword, otp }: ChangePasswordForm) => {
  if (!newPassword) return 'newPasswordIsRequired';
  if (!confirmPassword) return 'confirmPasswordIsRequired';
  if (newPassword.length < passwordMinLength) return 'passwordMustBeAtLeast6Characters';
  if (newPassword !== confirmPassword) return 'newPasswordAndConfirmPasswordAreNotMatched';
  return otpError(otp);
};
