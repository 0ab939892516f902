import { describe, expect, it } from '@jest/globals';
import {
  changePasswordFormSchema,
  forgotPasswordFormSchema,
  loginBodySchema,
  otpFormSchema,
  registerBodySchema,
  resetPasswordFormSchema,
} from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';
import { loginBody, otpTarget } from './auth-rules';

/** The key the form of this schema shows for these values: the first failing rule, as @mantine/form reads it. */
const formError =
  <Schema extends Parameters<typeof firstFailure>[0]>(schema: Schema) =>
  (values: Parameters<typeof firstFailure<Schema>>[1]) =>
    firstFailure(schema, values);

const loginError = (form: { identifier: string; password: string }) =>
  formError(loginBodySchema)({ user: form.identifier, password: form.password });
const registerError = formError(registerBodySchema);
const registerBody = (form: RegisterForm) => registerBodySchema.parse(form);
const forgotPasswordError = (phoneOrEmail: string) => formError(forgotPasswordFormSchema)({ phoneOrEmail });
const resetError = formError(resetPasswordFormSchema);
const otpError = (otp: string) => formError(otpFormSchema)({ otp });
const changePasswordError = formError(changePasswordFormSchema);

type RegisterForm = {
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  confirmPassword: string;
  gender: string;
  email: string;
};
const emptyRegisterForm: RegisterForm = {
  firstName: '',
  lastName: '',
  phone: '',
  password: '',
  confirmPassword: '',
  gender: '',
  email: '',
};

describe('login (spec section 5)', () => {
  it('asks for the phone or e-mail first, then the password', () => {
    expect(loginError({ identifier: '   ', password: '' })).toBe('phoneOrEmailCannotBeEmpty');
    expect(loginError({ identifier: '012 345 678', password: '' })).toBe('passwordCannotBeEmpty');
    expect(loginError({ identifier: '012345678', password: 'secret' })).toBeNull();
  });

  it('sends a number of 8 to 11 digits as +855 without its leading zero, spaces stripped', () => {
    expect(loginBody({ user: ' 012 345 678 ', password: 'p' }).user).toBe('+85512345678');
    expect(loginBody({ user: '12345678', password: 'p' }).user).toBe('+85512345678');
  });

  it('sends +855 otherwise replaced by 0, and an e-mail as typed without spaces', () => {
    expect(loginBody({ user: '+855 12 345 678', password: 'p' }).user).toBe('012345678');
    expect(loginBody({ user: ' me@example.com', password: 'p' }).user).toBe('me@example.com');
  });
});

const valid: RegisterForm = {
  firstName: 'Sokha',
  lastName: 'Chan',
  phone: '012 345 678',
  password: 'secret1',
  confirmPassword: 'secret1',
  gender: 'Female',
  email: '',
};

describe('register (spec section 5, in order)', () => {
  it('reports the first failing rule in the order of the spec', () => {
    expect(registerError(emptyRegisterForm)).toBe('firstNameIsRequired');
    expect(registerError({ ...emptyRegisterForm, firstName: 'A' })).toBe('lastNameIsRequired');
    expect(registerError({ ...emptyRegisterForm, firstName: 'A', lastName: 'B' })).toBe('phoneIsRequired');
    expect(registerError({ ...valid, password: '', confirmPassword: '' })).toBe('passwordIsRequired');
    expect(registerError({ ...valid, confirmPassword: 'other12' })).toBe(
      'newPasswordAndConfirmPasswordAreNotMatched',
    );
    expect(registerError({ ...valid, gender: '', email: 'bad', phone: '12' })).toBe('genderIsRequired');
    expect(registerError({ ...valid, email: 'not-an-email', phone: '12' })).toBe('invalidEmailAddress');
    expect(registerError({ ...valid, phone: '0123' })).toBe('invalidPhoneNumber');
    expect(registerError(valid)).toBeNull();
  });

  it('checks the phone for 9 to 10 digits only after everything else', () => {
    expect(registerError({ ...valid, phone: '01234567890' })).toBe('invalidPhoneNumber');
    expect(registerError({ ...valid, phone: '0123456789' })).toBeNull();
  });

  it('sends the phone with its leading 0 and no e-mail when none was given', () => {
    expect(registerBody({ ...valid, phone: '12 345 678' })).toMatchObject({
      phone: '012345678',
      email: null,
    });
    expect(registerBody({ ...valid, phone: '+855 12 345 678' }).phone).toBe('012345678');
  });
});

describe('forgot password and reset (spec section 5)', () => {
  it('wants an e-mail or a number of 9 to 10 digits', () => {
    expect(forgotPasswordError(' ')).toBe('phoneOrEmailCannotBeEmpty');
    expect(forgotPasswordError('1234')).toBe('invalidEmailNumberAddress');
    expect(forgotPasswordError('me@example')).toBe('invalidEmailNumberAddress');
    expect(forgotPasswordError('012 345 678')).toBeNull();
    expect(forgotPasswordError('me@example.com')).toBeNull();
  });

  it('sends a code to an e-mail as it is, and to a phone with its leading 0', () => {
    expect(otpTarget('me@example.com')).toBe('me@example.com');
    expect(otpTarget('12 345 678')).toBe('012345678');
    expect(otpTarget('+85512345678')).toBe('012345678');
  });

  it('checks the code, the new password, then the confirmation', () => {
    expect(resetError({ otp: '', newPassword: '', confirmPassword: '' })).toBe('optIsRequired');
    expect(resetError({ otp: '12a', newPassword: '', confirmPassword: '' })).toBe('invalidOtpCode');
    expect(resetError({ otp: '123456', newPassword: '', confirmPassword: '' })).toBe('newPasswordIsRequired');
    expect(resetError({ otp: '123456', newPassword: 'secret1', confirmPassword: 'x' })).toBe(
      'newPasswordAndConfirmPasswordAreNotMatched',
    );
    expect(resetError({ otp: '123456', newPassword: 'secret1', confirmPassword: 'secret1' })).toBeNull();
  });

  it('wants a 6-digit verification code', () => {
    expect(otpError('')).toBe('optIsRequired');
    expect(otpError('12345')).toBe('invalidOtpCode');
    expect(otpError(' 123456 ')).toBeNull();
  });
});

describe('password change (spec section 5)', () => {
  const form = { newPassword: 'secret1', confirmPassword: 'secret1', otp: '123456' };
  it('asks for the new password, then its confirmation', () => {
    expect(changePasswordError({ ...form, newPassword: '' })).toBe('newPasswordIsRequired');
    expect(changePasswordError({ ...form, confirmPassword: '' })).toBe('confirmPasswordIsRequired');
  });
  it('refuses 5 characters and accepts 6', () => {
    expect(changePasswordError({ ...form, newPassword: '12345', confirmPassword: '12345' })).toBe(
      'passwordMustBeAtLeast6Characters',
    );
    expect(changePasswordError({ ...form, newPassword: '123456', confirmPassword: '123456' })).toBeNull();
  });
  it('wants the confirmation to match, then a 6-digit code', () => {
    expect(changePasswordError({ ...form, confirmPassword: 'secret2' })).toBe(
      'newPasswordAndConfirmPasswordAreNotMatched',
    );
    expect(changePasswordError({ ...form, otp: '' })).toBe('optIsRequired');
    expect(changePasswordError({ ...form, otp: '12345' })).toBe('invalidOtpCode');
  });
});
