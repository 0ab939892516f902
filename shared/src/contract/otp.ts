import { z } from 'zod';
import { blankAsAbsent, bodyObject } from './common';
import { hasHiddenCharacters, isEmail, isLocalPhone, stripSpaces, toLocalPhone } from './identifiers';

/** What a one-time code is for; a code only serves its own type. */
export const otpTypes = ['VERIFY_ACCOUNT', 'FORGOT_PASSWORD', 'CHANGE_PASSWORD'] as const;
export const otpTypeSchema = z.enum(otpTypes, { error: 'invalidOtpType' });
export type OtpType = z.infer<typeof otpTypeSchema>;

/** Spec section 9. */
export const otpLength = 6;
export const otpResendSeconds = 60;
export const otpValidSeconds = 5 * 60;
export const otpMaxWrongTries = 5;

const phoneOrEmail = z
  .string({ error: 'phoneOrEmailCannotBeEmpty' })
  .trim()
  .min(1, 'phoneOrEmailCannotBeEmpty')
  .max(254, 'textIsTooLong')
  // An invisible or direction character makes a look-alike of someone's e-mail.
  .refine((value) => !hasHiddenCharacters(value), 'invalidEmailNumberAddress');

/** Spec section 3: `hashCode` (the Android app's SMS hash, appended to the text message) may be empty. */
export const sendOtpBodySchema = bodyObject({
  type: otpTypeSchema,
  phoneOrEmail,
  hashCode: z.string({ error: 'badRequest' }).max(32, 'textIsTooLong').nullish(),
});
export type SendOtpBody = z.infer<typeof sendOtpBodySchema>;

export const otpCodeSchema = z
  .string({ error: 'optIsRequired' })
  .trim()
  .min(1, 'optIsRequired')
  .regex(/^\d{6}$/, 'invalidOtpCode');

export const verifyAccountBodySchema = bodyObject({ phoneOrEmail, otp: otpCodeSchema });
export type VerifyAccountBody = z.infer<typeof verifyAccountBodySchema>;

/** Spec section 5, reset: otp required (optIsRequired), new password required, confirm (when sent) matches. */
export const resetPasswordBodySchema = bodyObject({
  phoneOrEmail,
  otp: otpCodeSchema,
  newPassword: z
    .string({ error: 'newPasswordIsRequired' })
    .min(1, 'newPasswordIsRequired')
    .min(6, 'passwordMustBeAtLeast6Characters')
    .max(128, 'textIsTooLong'),
  confirmPassword: blankAsAbsent(z.string({ error: 'badRequest' }).max(128, 'textIsTooLong')),
}).refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.newPassword, {
  message: 'newPasswordAndConfirmPasswordAreNotMatched',
  path: ['confirmPassword'],
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The verification dialog: the 6-digit code alone (where it went is known). */
export const otpFormSchema = bodyObject({ otp: otpCodeSchema });

/** Spec section 5, forgot password: the phone or e-mail, an e-mail or a number of 9 to 10 digits. */
export const forgotPasswordFormSchema = bodyObject({
  phoneOrEmail: phoneOrEmail
    .transform(stripSpaces)
    .refine(
      (value) => isEmail(value) || isLocalPhone(toLocalPhone(value) ?? ''),
      'invalidEmailNumberAddress',
    ),
});

/** The reset dialog: the body's rules, with the confirmation it shows required to match (the body may omit it). */
export const resetPasswordFormSchema = bodyObject({
  otp: otpCodeSchema,
  newPassword: resetPasswordBodySchema.shape.newPassword,
  confirmPassword: z.string({ error: 'badRequest' }),
}).refine((form) => form.confirmPassword === form.newPassword, {
  message: 'newPasswordAndConfirmPasswordAreNotMatched',
  path: ['confirmPassword'],
});

/** Where a code went, for the verification screen's 'sent to' line. */
export const otpSentSchema = z.object({
  sentTo: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;
