import {
  deleteAccountAfterDays,
  ErrorCode,
  type LoginBody,
  parseIdentifier,
  type TokenPair,
} from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { verifyPassword } from '../../../platform/passwords';
import type { Throttle, ThrottlePolicy } from '../../../platform/throttle';
import type { OtpService } from '../otp/service';
import { findUserByIdentifier, type UserForSignIn } from '../profile/queries';
import type { Sessions } from './sessions';

/**
 * Per account, whichever of its phone or e-mail is typed (per phone or e-mail when none has it): 5 wrong passwords
 * in 15 minutes pause it for 1 minute, then 2, 4 … up to a day.
 */
export const loginFailurePolicy: ThrottlePolicy = {
  max: 5,
  windowSeconds: 15 * 60,
  blockSeconds: 60,
  maxBlockSeconds: 24 * 60 * 60,
};

/** The sign-in lockout's counter of an account (a phone or e-mail without one is counted as `login:<it>`). */
export const accountSignInKey = (userId: number) => `login:user:${userId}`;

const wrongCredentials = () =>
  new AppError(401, ErrorCode.invalidCredentials, 'phoneOrEmailOrPasswordIsIncorrect');

const dayMs = 24 * 60 * 60 * 1000;

export const createAuthService = ({
  db,
  clock,
  throttle,
  sessions,
  otp,
}: {
  db: Db;
  clock: Clock;
  throttle: Throttle;
  sessions: Sessions;
  otp: OtpService;
}) => {
  const deletionIsFinal = (user: Pick<UserForSignIn, 'delete_requested_at'>) =>
    user.delete_requested_at !== null &&
    clock.now().getTime() - user.delete_requested_at.getTime() >= deleteAccountAfterDays * dayMs;

  /**
   * The checks every sign-in passes once the person is known (by password or by a social provider): locked → 4412;
   * deletion past its 7 days → treated as gone; a deletion request younger than that is cancelled.
   */
  const admit = async (user: UserForSignIn, options: { remember?: boolean } = {}): Promise<TokenPair> => {
    if (user.locked_at) throw new AppError(403, ErrorCode.accountLocked, 'yourAccountIsLocked');
    if (user.delete_requested_at) {
      await db
        .updateTable('users')
        .set({ delete_requested_at: null, updated_at: clock.now() })
        .where('id', '=', user.id)
        .execute();
    }
    return sessions.start(user.id, options);
  };

  return {
    deletionIsFinal,
    admit,

    /** An unverified account with the right password answers 1112 and is sent a verification code. */
    async login(body: LoginBody): Promise<TokenPair> {
      const identifier = parseIdentifier(body.user);
      const user = identifier ? await findUserByIdentifier(db, identifier) : undefined;
      // One count per account, so its phone and its e-mail do not each get 5 guesses; an unknown phone or e-mail is
      // paused the same way, so the pause tells nobody which exist.
      const throttleKey = user
        ? accountSignInKey(user.id)
        : `login:${identifier?.value ?? body.user.trim().toLowerCase()}`;
      await throttle.claim(throttleKey, loginFailurePolicy);
      const passwordMatches = await verifyPassword(body.password, user?.password_hash ?? null);
      if (!identifier || !user || !passwordMatches || deletionIsFinal(user)) throw wrongCredentials();
      await throttle.clear(throttleKey);
      if (user.locked_at) throw new AppError(403, ErrorCode.accountLocked, 'yourAccountIsLocked');
      if (!user.verified_at) {
        await otp.sendTo(user, 'VERIFY_ACCOUNT', identifier, { quietIfTooSoon: true });
        throw new AppError(403, ErrorCode.accountNotVerified, 'accountNotVerified');
      }
      return admit(user, body.remember === undefined ? {} : { remember: body.remember });
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
