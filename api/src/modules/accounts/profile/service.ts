import {
  type AdditionalInfo,
  type ChangePasswordBody,
  type DeleteRequest,
  deleteAccountAfterDays,
  ErrorCode,
  generalCustomerGroupId,
  isBirthdayBeforeToday,
  type Profile,
  parseIdentifier,
  type RegisterBody,
  type Registered,
  type ResetPasswordBody,
  type UpdateProfileBody,
  type VerifyAccountBody,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import { isUniqueViolation } from '../../../db/database-errors';
import type { Db } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import { local } from '../../../platform/message-text';
import { hashPassword, verifyPassword } from '../../../platform/passwords';
import { imageUrlOf } from '../../../platform/public-url';
import type { Throttle } from '../../../platform/throttle';
import { accountSignInKey, loginFailurePolicy } from '../auth/service';
import type { Sessions } from '../auth/sessions';
import type { SocialPrefillTokens } from '../auth/social-prefill';
import type { OtpService } from '../otp/service';
import type { ContactChanges } from './contact-change';
import { profileExtras } from './profile-extras';
import { findUserById, findUserByIdentifier } from './queries';

const inUse = () => new AppError(409, ErrorCode.phoneOrEmailInUse, 'phoneNumberOrEmailIsAlreadyInUse');
const notFound = () => new AppError(404, ErrorCode.notFound, 'resourceNotFound');
const dayMs = 24 * 60 * 60 * 1000;

export type AccountDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  throttle: Throttle;
  sessions: Sessions;
  otp: OtpService;
  contactChanges: ContactChanges;
  socialPrefill: SocialPrefillTokens;
  /** Checks that `key` is an image this user uploaded (the upload module's rule). */
  assertOwnImage: (userId: number, key: string) => Promise<void>;
};

export const createAccountService = (deps: AccountDeps) => {
  const { db, config, clock, sessions, otp, throttle, contactChanges } = deps;

  /** The account behind a phone or e-mail in a code-checking call; an unknown one fails like a wrong code. */
  const accountFor = async (phoneOrEmail: string) => {
    const identifier = parseIdentifier(phoneOrEmail);
    if (!identifier) throw new AppError(400, ErrorCode.validation, 'invalidEmailNumberAddress');
    const user = await findUserByIdentifier(db, identifier);
    if (!user || user.anonymised_at) throw new AppError(400, ErrorCode.validation, 'invalidOtpCode');
    return { user, identifier };
  };

  const profile = async (userId: number, language = 'en'): Promise<Profile> => {
    const row = await db
      .selectFrom('users')
      .innerJoin('customer_groups', 'customer_groups.id', 'users.customer_group_id')
      .select([
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.gender',
        'users.phone',
        'users.email',
        'users.image',
        'users.credit_line_cents',
        'users.total_points',
        (eb) =>
          eb
            .selectFrom('ordering_basket_lines as basket')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('basket.user_id', '=', 'users.id')
            .where('basket.kind', '=', 'cart')
            .as('total_cart_items'),
        'users.delete_requested_at',
        'users.notifications_seen_at',
        'users.created_at',
        'customer_groups.id as group_id',
        'customer_groups.name as group_name',
        'customer_groups.name_km as group_name_km',
        'customer_groups.is_business_partner',
        // A date column would come back as a Date at local midnight; the day itself is what the profile shows.
        sql<string | null>`to_char(users.birthday, 'YYYY-MM-DD')`.as('birthday'),
      ])
      .where('users.id', '=', userId)
      .where('users.anonymised_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound();
    // The unread dot counts what arrived since the user last looked, or since they joined.
    const extras = await profileExtras(db, userId, row.notifications_seen_at ?? row.created_at, language);
    const pending = await contactChanges.pendingOf(userId);
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      gender: row.gender,
      phone: row.phone,
      email: row.email,
      pendingPhone: pending.pendingPhone,
      pendingEmail: pending.pendingEmail,
      imageUrl: imageUrlOf(config, row.image),
      customerGroup: { id: row.group_id, name: local(row.group_name, row.group_name_km, language) },
      reqBpStatus: extras.reqBpStatus,
      credit: { creditLine: row.is_business_partner ? (row.credit_line_cents ?? 0) : null },
      totalPoints: row.total_points,
      newNotification: extras.newNotification,
      defaultAddressProvinceName: extras.defaultAddressProvinceName,
      defaultAddressDetail: extras.defaultAddressDetail,
      totalCartItems: Number(row.total_cart_items ?? 0),
      deleteRequestedAt: row.delete_requested_at?.toISOString() ?? null,
      birthday: row.birthday,
    };
  };

  return {
    profile,

    async register(body: RegisterBody): Promise<Registered> {
      if (body.imageUrl && !/^https:\/\//.test(body.imageUrl)) {
        throw new AppError(400, ErrorCode.validation, 'invalidImageUrl');
      }
      const subject =
        body.provider && body.providerId
          ? await deps.socialPrefill.verify(body.provider, body.providerId)
          : null;
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where((eb) =>
          body.email
            ? eb.or([eb('phone', '=', body.phone), eb('email', '=', body.email)])
            : eb('phone', '=', body.phone),
        )
        .executeTakeFirst();
      if (taken) throw inUse();
      if (body.provider && subject) {
        const linked = await db
          .selectFrom('social_identities')
          .select('user_id')
          .where('provider', '=', body.provider)
          .where('subject', '=', subject)
          .executeTakeFirst();
        if (linked) throw new AppError(409, ErrorCode.socialAccountConflict, 'socialAccountIsAlreadyLinked');
      }
      // The code is counted before the account is made: a registration over the limits leaves nothing behind.
      const sendCode = await otp.claimCode('VERIFY_ACCOUNT', { kind: 'phone', value: body.phone });
      const now = clock.now();
      const passwordHash = await hashPassword(body.password);
      let userId: number;
      try {
        userId = await inTransaction(db, async (trx) => {
          const user = await trx
            .insertInto('users')
            .values({
              first_name: body.firstName,
              last_name: body.lastName,
              gender: body.gender,
              phone: body.phone,
              email: body.email,
              password_hash: passwordHash,
              image: body.imageUrl ?? null,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (body.provider && subject) {
            await trx
              .insertInto('social_identities')
              .values({ provider: body.provider, subject, user_id: user.id, created_at: now })
              .execute();
          }
          return user.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw inUse();
        throw error;
      }
      const { sentTo } = await sendCode({ id: userId });
      return { id: userId, sentTo };
    },

    async verifyAccount(body: VerifyAccountBody) {
      const { user, identifier } = await accountFor(body.phoneOrEmail);
      await otp.consume(user.id, 'VERIFY_ACCOUNT', body.otp, identifier.value);
      const now = clock.now();
      await db
        .updateTable('users')
        .set((eb) => ({
          verified_at: eb.fn.coalesce('verified_at', eb.val(now)),
          ...(identifier.kind === 'email' ? { email_verified_at: now } : {}),
          updated_at: now,
        }))
        .where('id', '=', user.id)
        .execute();
    },

    /** Forgot password: the code proves the phone or e-mail, so it also verifies the account; every session ends. */
    async resetPassword(body: ResetPasswordBody) {
      const { user, identifier } = await accountFor(body.phoneOrEmail);
      await otp.consume(user.id, 'FORGOT_PASSWORD', body.otp, identifier.value);
      const passwordHash = await hashPassword(body.newPassword);
      const now = clock.now();
      await db
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          verified_at: eb.fn.coalesce('verified_at', eb.val(now)),
          ...(identifier.kind === 'email' ? { email_verified_at: now } : {}),
          updated_at: now,
        }))
        .where('id', '=', user.id)
        .execute();
      await sessions.endAllOf(user.id, 'password reset');
      await throttle.clear(accountSignInKey(user.id));
    },

    /** Proven by the current password or a CHANGE_PASSWORD code; the other sessions end, this one stays. */
    async changePassword(userId: number, sessionId: string, body: ChangePasswordBody) {
      const user = await findUserById(db, userId);
      if (!user) throw notFound();
      if (body.otp) {
        await otp.consume(userId, 'CHANGE_PASSWORD', body.otp);
      } else if (body.currentPassword) {
        const throttleKey = `change-password:${userId}`;
        await throttle.claim(throttleKey, loginFailurePolicy);
        if (!(await verifyPassword(body.currentPassword, user.password_hash))) {
          throw new AppError(400, ErrorCode.validation, 'currentPasswordIsIncorrect');
        }
        await throttle.clear(throttleKey);
      } else {
        throw new AppError(400, ErrorCode.validation, 'currentPasswordOrOtpIsRequired');
      }
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(body.newPassword), updated_at: clock.now() })
        .where('id', '=', userId)
        .execute();
      await sessions.endAllOf(userId, 'password changed', sessionId);
    },

    async updateProfile(userId: number, body: UpdateProfileBody, language = 'en'): Promise<Profile> {
      if (typeof body.imageUrl === 'string' && body.imageUrl !== '') {
        await deps.assertOwnImage(userId, body.imageUrl);
      }
      const now = clock.now();
      if (body.birthday && !isBirthdayBeforeToday(body.birthday, now)) {
        throw new AppError(400, ErrorCode.validation, 'birthdayMustBeBeforeToday');
      }
      const newEmail = body.email === undefined ? undefined : body.email ? body.email.toLowerCase() : null;
      // A new e-mail or phone only waits for the code sent to it (contact-change.ts).
      await contactChanges.requestChanges(userId, { email: newEmail ?? undefined, phone: body.phone });
      if (newEmail === null) await contactChanges.removeEmail(userId);
      await db
        .updateTable('users')
        .set({
          ...(body.firstName !== undefined ? { first_name: body.firstName } : {}),
          ...(body.lastName !== undefined ? { last_name: body.lastName } : {}),
          ...(body.gender !== undefined ? { gender: body.gender } : {}),
          ...(body.imageUrl !== undefined ? { image: body.imageUrl || null } : {}),
          ...(body.birthday !== undefined ? { birthday: body.birthday } : {}),
          ...(body.newNotification === false ? { notifications_seen_at: now } : {}),
          updated_at: now,
        })
        .where('id', '=', userId)
        .execute();
      return profile(userId, language);
    },

    async additionalInfo(userId: number): Promise<AdditionalInfo> {
      const row = await db
        .selectFrom('users')
        .innerJoin('customer_groups', 'customer_groups.id', 'users.customer_group_id')
        .select([
          'customer_groups.id',
          'customer_groups.name',
          'customer_groups.is_business_partner',
          'users.credit_line_cents',
        ])
        .where('users.id', '=', userId)
        .executeTakeFirst();
      if (!row) throw notFound();
      return {
        customerGroup: { id: row.id, name: row.name },
        isBusinessPartner: row.is_business_partner && row.id !== generalCustomerGroupId,
        creditLine: row.is_business_partner ? (row.credit_line_cents ?? 0) : null,
      };
    },

    /** Marks the account; it is anonymised 7 days later unless its owner signs in before. Signs out everywhere. */
    async requestDeletion(userId: number): Promise<DeleteRequest> {
      const now = clock.now();
      await db
        .updateTable('users')
        .set((eb) => ({
          delete_requested_at: eb.fn.coalesce('delete_requested_at', eb.val(now)),
          updated_at: now,
        }))
        .where('id', '=', userId)
        .execute();
      const row = await db
        .selectFrom('users')
        .select('delete_requested_at')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const requestedAt = row.delete_requested_at ?? now;
      await sessions.endAllOf(userId, 'deletion requested');
      return {
        deleteRequestedAt: requestedAt.toISOString(),
        permanentAt: new Date(requestedAt.getTime() + deleteAccountAfterDays * dayMs).toISOString(),
      };
    },
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
