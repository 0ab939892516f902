import { z } from 'zod';
import { socialProviderSchema } from './auth';
import { blankAsAbsent, bodyObject, dateTimeSchema, queryFlag, requiredText } from './common';
import { isEmail, isLocalPhone, normaliseEmail, stripSpaces, toLocalPhone } from './identifiers';
import { otpCodeSchema } from './otp';

export const genders = ['Male', 'Female', 'Other'] as const;
export const genderSchema = z.enum(genders, { error: 'invalidGender' });
export type Gender = z.infer<typeof genderSchema>;

/** Spec section 3 and 9: the general customer group; every other group is a business partner with a credit line. */
export const generalCustomerGroupId = 142;
export const deleteAccountAfterDays = 7;

export const passwordMinLength = 6;

/** 'YYYY-MM-DD' naming a day that exists (no 31 April). */
export const isCalendarDay = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** Cambodia's calendar day at `now` (UTC+7 all year), as 'YYYY-MM-DD'. */
export const cambodiaToday = (now: Date) =>
  new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Spec section 5: a birthday must be before now, so today and later are refused. */
export const isBirthdayBeforeToday = (value: string, now: Date) =>
  isCalendarDay(value) && value < cambodiaToday(now);

const password = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .min(1, requiredKey)
    .min(passwordMinLength, 'passwordMustBeAtLeast6Characters')
    .max(128, 'textIsTooLong');

const optionalString = (max: number) =>
  z
    .string({ error: 'badRequest' })
    .trim()
    .max(max, 'textIsTooLong')
    .nullish()
    .transform((value) => value || null);

/**
 * An e-mail field as every form and body takes it: kept in one form (`normaliseEmail`: NFKC, so full-width letters
 * become ASCII; trimmed; lower-cased) and refused with invalidEmailAddress when it breaks the spec's pattern or holds
 * an invisible or direction character. '' stays '' (an emptied field).
 */
export const emailAddressSchema = z
  .string({ error: 'invalidEmailAddress' })
  .trim()
  .max(254, 'invalidEmailAddress')
  .overwrite(normaliseEmail)
  .refine((value) => value === '' || isEmail(value), 'invalidEmailAddress');

/**
 * Spec section 5, register, in this order: firstName, lastName, phone, password, password = confirmPassword,
 * gender, e-mail pattern (when given), phone of 9–10 digits. Fields are checked first (in the order of the shape),
 * then the rules that compare or format them, so the first failing rule is the one the spec lists first.
 */
export const registerBodySchema = bodyObject({
  firstName: requiredText('firstNameIsRequired'),
  lastName: requiredText('lastNameIsRequired'),
  phone: z
    .string({ error: 'phoneIsRequired' })
    .transform(stripSpaces)
    .pipe(z.string().min(1, 'phoneIsRequired').max(20, 'invalidPhoneNumber')),
  password: password('passwordIsRequired'),
  confirmPassword: z.string({ error: 'newPasswordAndConfirmPasswordAreNotMatched' }).max(128).optional(),
  gender: z.string({ error: 'genderIsRequired' }).optional().describe('Male, Female or Other'),
  email: optionalString(254),
  /** A picture URL (from a social profile) or the storage key of an upload. */
  imageUrl: optionalString(2048),
  /** From a social sign-in's `data.user`, sent back unchanged. */
  providerId: optionalString(4096),
  provider: blankAsAbsent(socialProviderSchema),
})
  .superRefine((body, ctx) => {
    const fail = (message: string, path: string) => {
      ctx.addIssue({ code: 'custom', message, path: [path] });
    };
    if (body.confirmPassword !== body.password)
      return fail('newPasswordAndConfirmPasswordAreNotMatched', 'confirmPassword');
    if (!body.gender) return fail('genderIsRequired', 'gender');
    if (!genderSchema.safeParse(body.gender).success) return fail('invalidGender', 'gender');
    if (body.email && !isEmail(normaliseEmail(body.email))) return fail('invalidEmailAddress', 'email');
    const phone = toLocalPhone(body.phone);
    if (!phone || !isLocalPhone(phone)) return fail('invalidPhoneNumber', 'phone');
    if (Boolean(body.provider) !== Boolean(body.providerId))
      return fail('invalidSocialAccount', 'providerId');
  })
  .transform(({ confirmPassword: _confirm, ...body }) => ({
    ...body,
    phone: toLocalPhone(body.phone) as string,
    gender: body.gender as Gender,
    email: body.email ? normaliseEmail(body.email) : null,
  }));
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registeredSchema = z.object({
  id: z.number().int(),
  /** Where the verification code went. */
  sentTo: z.string(),
});
export type Registered = z.infer<typeof registeredSchema>;

/**
 * Spec section 5, password change: new and confirm not empty, more than 5 characters, confirm matches; proven by
 * the current password or by a CHANGE_PASSWORD code sent to the account's phone or e-mail.
 */
export const changePasswordBodySchema = bodyObject({
  currentPassword: z.string({ error: 'badRequest' }).max(128, 'textIsTooLong').optional(),
  otp: z
    .string({ error: 'badRequest' })
    .trim()
    .regex(/^\d{6}$/, 'invalidOtpCode')
    .optional(),
  newPassword: password('newPasswordIsRequired'),
  confirmPassword: z
    .string({ error: 'confirmPasswordIsRequired' })
    .min(1, 'confirmPasswordIsRequired')
    .max(128),
}).refine((body) => body.newPassword === body.confirmPassword, {
  message: 'newPasswordAndConfirmPasswordAreNotMatched',
  path: ['confirmPassword'],
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * The change-password dialog, in the spec's order: new and confirm not empty, then the length, the match, and the
 * code sent to the account (the dialog proves the owner by the code, not the current password).
 */
export const changePasswordFormSchema = bodyObject({
  newPassword: z
    .string({ error: 'newPasswordIsRequired' })
    .min(1, 'newPasswordIsRequired')
    .max(128, 'textIsTooLong'),
  confirmPassword: z
    .string({ error: 'confirmPasswordIsRequired' })
    .min(1, 'confirmPasswordIsRequired')
    .max(128),
  otp: z.string({ error: 'optIsRequired' }),
}).superRefine((form, ctx) => {
  const fail = (message: string, path: string) => {
    ctx.addIssue({ code: 'custom', message, path: [path] });
  };
  if (form.newPassword.length < passwordMinLength)
    return fail('passwordMustBeAtLeast6Characters', 'newPassword');
  if (form.newPassword !== form.confirmPassword)
    return fail('newPasswordAndConfirmPasswordAreNotMatched', 'confirmPassword');
  const otp = otpCodeSchema.safeParse(form.otp);
  if (!otp.success) fail(otp.error.issues[0]?.message ?? 'invalidOtpCode', 'otp');
});

export const bpRequestStatuses = ['Pending', 'Approved', 'Rejected'] as const;
export const bpRequestStatusSchema = z.enum(bpRequestStatuses);
export type BpRequestStatus = z.infer<typeof bpRequestStatusSchema>;

/** The User of spec section 3. Money is integer cents. */
export const profileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  gender: genderSchema,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** A new phone or e-mail waiting for the code sent to it; `phone` and `email` stay until it is entered. */
  pendingPhone: z.string().nullable(),
  pendingEmail: z.string().nullable(),
  imageUrl: z.string().nullable(),
  customerGroup: z.object({ id: z.number().int(), name: z.string() }),
  /** 'Pending' while a business-partner request is under review; null when none was made. */
  reqBpStatus: bpRequestStatusSchema.nullable(),
  credit: z.object({ creditLine: z.number().int().nullable() }),
  totalPoints: z.number().int(),
  newNotification: z.boolean(),
  defaultAddressProvinceName: z.string().nullable(),
  defaultAddressDetail: z.string().nullable(),
  totalCartItems: z.number().int(),
  deleteRequestedAt: dateTimeSchema.nullable(),
  /** 'YYYY-MM-DD', or null when not given. */
  birthday: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileQuerySchema = z.object({ candidate: queryFlag.optional() });
export type ProfileQuery = z.infer<typeof profileQuerySchema>;

/** Every field optional; `newNotification: false` clears the unread dot; `imageUrl` is an upload's key, or null. */
export const updateProfileBodySchema = bodyObject({
  firstName: requiredText('firstNameIsRequired').optional(),
  lastName: requiredText('lastNameIsRequired').optional(),
  gender: genderSchema.optional(),
  email: emailAddressSchema.nullish(),
  imageUrl: z.string({ error: 'badRequest' }).trim().max(512, 'textIsTooLong').nullish(),
  newNotification: z.literal(false, { error: 'badRequest' }).optional(),
  /** 9–10 digits in the local form (spaces and +855 accepted); it stays the sign-in identifier. */
  phone: z
    .string({ error: 'invalidPhoneNumber' })
    .max(20, 'invalidPhoneNumber')
    .transform((value, ctx) => {
      const local = toLocalPhone(value);
      if (!local || !isLocalPhone(local)) {
        ctx.addIssue({ code: 'custom', message: value.trim() ? 'invalidPhoneNumber' : 'phoneIsRequired' });
        return z.NEVER;
      }
      return local;
    })
    .optional(),
  /** 'YYYY-MM-DD', a real day; before today is checked against the server's clock; null clears it. */
  birthday: z.string({ error: 'invalidBirthday' }).refine(isCalendarDay, 'invalidBirthday').nullish(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const additionalInfoSchema = z.object({
  customerGroup: z.object({ id: z.number().int(), name: z.string() }),
  isBusinessPartner: z.boolean(),
  /** Cents; null for the general customer group. */
  creditLine: z.number().int().nullable(),
});
export type AdditionalInfo = z.infer<typeof additionalInfoSchema>;

export const deleteRequestSchema = z.object({
  deleteRequestedAt: dateTimeSchema,
  /** After this the account is anonymised; signing in before it cancels the request. */
  permanentAt: dateTimeSchema,
});
export type DeleteRequest = z.infer<typeof deleteRequestSchema>;

/**
 * The account's change-password page, proven by the current password: spec section 5's password change with the
 * current one asked for first, as long as a new one must be.
 */
export const changePasswordByCurrentFormSchema = bodyObject({
  currentPassword: password('accountCurrentPasswordIsRequired'),
  newPassword: changePasswordBodySchema.shape.newPassword,
  confirmPassword: changePasswordBodySchema.shape.confirmPassword,
}).refine((form) => form.newPassword === form.confirmPassword, {
  message: 'newPasswordAndConfirmPasswordAreNotMatched',
  path: ['confirmPassword'],
});

/**
 * The account's profile form, each field as its input holds it ('' when none), by the body's rules in its order:
 * the names, the gender, the e-mail, the phone, a real birthday; then the birthday before today in Cambodia by
 * `clock`.
 */
export const profileFormSchema = (clock: () => Date = () => new Date()) =>
  bodyObject({
    firstName: requiredText('firstNameIsRequired'),
    lastName: requiredText('lastNameIsRequired'),
    gender: z.string({ error: 'genderIsRequired' }).min(1, 'genderIsRequired').pipe(genderSchema),
    email: updateProfileBodySchema.shape.email.unwrap().unwrap(),
    phone: updateProfileBodySchema.shape.phone.unwrap(),
    birthday: z
      .string({ error: 'invalidBirthday' })
      .transform((day) => day || null)
      .pipe(updateProfileBodySchema.shape.birthday.unwrap()),
  }).superRefine((form, ctx) => {
    if (form.birthday && !isBirthdayBeforeToday(form.birthday, clock()))
      ctx.addIssue({ code: 'custom', message: 'birthdayMustBeBeforeToday', path: ['birthday'] });
  });

/** The footer's subscribe box: an address is required and must pass spec section 5's pattern. */
export const subscribeEmailFormSchema = bodyObject({
  email: z
    .string({ error: 'enterYourEmail' })
    .trim()
    .min(1, 'enterYourEmail')
    .refine(isEmail, 'invalidEmailAddress'),
});
