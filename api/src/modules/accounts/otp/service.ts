import { randomInt } from 'node:crypto';
import {
  type ContactChangeCodePurpose,
  ErrorCode,
  type Identifier,
  type OtpSent,
  type OtpType,
  otpMaxWrongTries,
  otpResendSeconds,
  otpValidSeconds,
  parseIdentifier,
  type SendOtpBody,
} from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import { currentClientAddress } from '../../../platform/client-address';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import type { MessageSender } from '../../../platform/messages';
import { deriveKey, hmacHex, safeEqual } from '../../../platform/secrets';
import { type Throttle, type ThrottlePolicy, tooManyRequests } from '../../../platform/throttle';
import { findUserByIdentifier } from '../profile/queries';

/** Per phone or e-mail, on top of the 60-second resend rule: 5 codes an hour, then a growing pause. */
export const otpSendPolicy: ThrottlePolicy = {
  max: 5,
  windowSeconds: 60 * 60,
  blockSeconds: 15 * 60,
  maxBlockSeconds: 24 * 60 * 60,
};

export const otpResendMessage = 'otpResendAvailableInSeconds';
export const tooManyCodesMessage = 'tooManyCodesTryAgainInMinutes';

const hour = 60 * 60;
const day = 24 * hour;
/** `max` codes, then none until `seconds` after the one that reached it. */
const cap = (max: number, seconds: number): ThrottlePolicy => ({
  max,
  windowSeconds: seconds,
  blockSeconds: seconds,
  maxBlockSeconds: seconds,
});

/** What a code may be for: the types `POST /otp/send` takes, and the new e-mail or phone of a profile. */
export type CodePurpose = OtpType | ContactChangeCodePurpose;

const subjects: Record<CodePurpose, string> = {
  VERIFY_ACCOUNT: 'Verify your Coffee Portal account',
  FORGOT_PASSWORD: 'Reset your Coffee Portal password',
  CHANGE_PASSWORD: 'Change your Coffee Portal password',
  CHANGE_EMAIL: 'Confirm your new Coffee Portal e-mail',
  CHANGE_PHONE: 'Confirm your new Coffee Portal phone number',
};

export type OtpDeps = { db: Db; config: Config; clock: Clock; messages: MessageSender; throttle: Throttle };

export const createOtpService = ({ db, config, clock, messages, throttle }: OtpDeps) => {
  const key = deriveKey(config.secret, 'otp');
  const hashCode = (userId: number, type: CodePurpose, code: string) =>
    hmacHex(key, `${userId}:${type}:${code}`);
  const resendKey = (type: CodePurpose, target: string) => `otp-resend:${type}:${target}`;
  const sendKey = (target: string) => `otp-send:${target}`;
  const { perAddressPerHour, perAddressPerDay, perRecipientPerDay } = config.otpLimits;

  /** Every count a code to `target` passes, those of the client address asking when a request is being served. */
  const limitsOf = (target: string) => {
    const limits: [string, ThrottlePolicy][] = [
      [sendKey(target), otpSendPolicy],
      [`otp-send-day:${target}`, cap(perRecipientPerDay, day)],
    ];
    const address = currentClientAddress();
    if (address) {
      limits.unshift(
        [`otp-address-hour:${address}`, cap(perAddressPerHour, hour)],
        [`otp-address-day:${address}`, cap(perAddressPerDay, day)],
      );
    }
    return limits;
  };

  const sent = (target: string): OtpSent => ({
    sentTo: target,
    resendAfterSeconds: otpResendSeconds,
    expiresInSeconds: otpValidSeconds,
  });

  /**
   * Claims the send slot of `target` for this type: refused with the seconds left while the previous code is
   * younger than 60 s; then with the longest wait while the client address asked for too many codes this hour or
   * today (OTP_PER_ADDRESS_*), or the target was sent too many this hour or today (OTP_PER_RECIPIENT_PER_DAY) — a
   * refused code counts against none of them. Applies whether or not an account is behind the target, so the answer
   * tells nobody which phones and e-mails have accounts.
   */
  const claimSendSlot = async (type: CodePurpose, target: string) => {
    const seconds = await throttle.secondsBlocked(resendKey(type, target));
    if (seconds > 0) throw new AppError(429, ErrorCode.tooManyRequests, otpResendMessage, { seconds });
    const limits = limitsOf(target);
    const wait = await throttle.longestBlock(limits.map(([limitKey]) => limitKey));
    if (wait > 0) throw tooManyRequests(wait, tooManyCodesMessage);
    for (const [limitKey, policy] of limits) await throttle.claim(limitKey, policy, tooManyCodesMessage);
    await throttle.blockFor(resendKey(type, target), otpResendSeconds);
  };

  const deliver = async (
    user: { id: number },
    type: CodePurpose,
    target: Identifier,
    smsHash: string | null | undefined,
  ) => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = clock.now();
    await db
      .insertInto('otp_codes')
      .values({
        user_id: user.id,
        type,
        target: target.value,
        code_hash: hashCode(user.id, type, code),
        created_at: now,
        expires_at: new Date(now.getTime() + otpValidSeconds * 1000),
      })
      .execute();
    const minutes = otpValidSeconds / 60;
    const text = `${code} is your Coffee Portal code. It expires in ${minutes} minutes; do not share it.`;
    await messages.send({
      channel: target.kind === 'email' ? 'email' : 'sms',
      to: target.value,
      subject: subjects[type],
      // The Android SMS Retriever reads a code only from a message ending in the app's hash.
      text: target.kind === 'phone' && smsHash ? `<#> ${text}\n${smsHash}` : text,
      code,
      purpose: type,
    });
  };

  return {
    /** `POST /otp/send`: a code for an account that can use it; for any other target the same answer, no code. */
    async send(body: SendOtpBody): Promise<OtpSent> {
      const target = parseIdentifier(body.phoneOrEmail);
      if (!target) throw new AppError(400, ErrorCode.validation, 'invalidEmailNumberAddress');
      await claimSendSlot(body.type, target.value);
      const user = await findUserByIdentifier(db, target);
      const eligible =
        user &&
        !user.locked_at &&
        !user.anonymised_at &&
        (body.type !== 'VERIFY_ACCOUNT' || !user.verified_at);
      if (eligible) await deliver(user, body.type, target, body.hashCode);
      return sent(target.value);
    },

    /**
     * Counts a code for `target` against every limit before the caller does anything it belongs to, and answers
     * what sends it: a refused code (429) leaves nothing behind (registration creates no account).
     */
    async claimCode(type: CodePurpose, target: Identifier) {
      await claimSendSlot(type, target.value);
      return async (user: { id: number }) => {
        await deliver(user, type, target, null);
        return sent(target.value);
      };
    },

    /**
     * A code for an account the caller already proved (registration, a login of an unverified account, a new
     * e-mail or phone): every code any flow sends goes through here or `claimCode`, so each is counted per client
     * address, per phone or e-mail, per hour and per day.
     */
    async sendTo(
      user: { id: number },
      type: CodePurpose,
      target: Identifier,
      { quietIfTooSoon = false } = {},
    ) {
      try {
        await claimSendSlot(type, target.value);
      } catch (error) {
        if (quietIfTooSoon && error instanceof AppError && error.statusCode === 429)
          return sent(target.value);
        throw error;
      }
      await deliver(user, type, target, null);
      return sent(target.value);
    },

    /**
     * Uses up the newest code of this type (sent to `target`, when given). Every try is counted before the code is
     * compared, so tries sent at once are never checked more than 5 times; after 5 tries even the right code is
     * refused until a new one is sent.
     */
    async consume(userId: number, type: CodePurpose, code: string, target?: string) {
      let query = db
        .selectFrom('otp_codes')
        .select(['id', 'code_hash', 'expires_at', 'consumed_at'])
        .where('user_id', '=', userId)
        .where('type', '=', type);
      if (target) query = query.where('target', '=', target);
      const row = await query.orderBy('id', 'desc').limit(1).executeTakeFirst();
      if (!row || row.consumed_at) throw new AppError(400, ErrorCode.validation, 'invalidOtpCode');
      if (row.expires_at.getTime() <= clock.now().getTime()) {
        throw new AppError(400, ErrorCode.validation, 'otpCodeHasExpired');
      }
      const counted = await db
        .updateTable('otp_codes')
        .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
        .where('id', '=', row.id)
        .where('wrong_tries', '<', otpMaxWrongTries)
        .returning('wrong_tries')
        .executeTakeFirst();
      if (!counted) throw new AppError(400, ErrorCode.validation, 'otpCodeIsLockedRequestANewOne');
      if (!safeEqual(row.code_hash, hashCode(userId, type, code))) {
        const locked = counted.wrong_tries >= otpMaxWrongTries;
        throw new AppError(
          400,
          ErrorCode.validation,
          locked ? 'otpCodeIsLockedRequestANewOne' : 'invalidOtpCode',
        );
      }
      const used = await db
        .updateTable('otp_codes')
        .set({ consumed_at: clock.now() })
        .where('id', '=', row.id)
        .where('consumed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!used) throw new AppError(400, ErrorCode.validation, 'invalidOtpCode');
    },
  };
};

export type OtpService = ReturnType<typeof createOtpService>;
