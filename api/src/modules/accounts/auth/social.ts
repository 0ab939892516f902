import {
  ErrorCode,
  parseIdentifier,
  type SocialLoginResult,
  type SocialProvider,
} from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { SocialTokenError, type SocialVerifiers } from '../../../platform/social';
import type { OtpService } from '../otp/service';
import { findUserById, findUserByIdentifier, type UserForSignIn } from '../profile/queries';
import type { AuthService } from './service';
import type { SocialPrefillTokens } from './social-prefill';

/** The sign-in dialog's "Keep me signed in"; absent, as before it existed, the session is kept 30 days. */
type SignInChoice = { remember?: boolean | undefined };

const failed = (message = 'loginFailed') => new AppError(400, ErrorCode.socialLoginFailed, message);

/**
 * Spec section 4, social login: a known account gets tokens; an unknown person gets `user`, a prefill for
 * registration. A provider-verified e-mail of an existing verified account links the two; an e-mail in use that
 * cannot be linked safely answers 1118.
 */
export const createSocialSignIn = ({
  db,
  clock,
  verifiers,
  prefill,
  authService,
  otp,
}: {
  db: Db;
  clock: Clock;
  verifiers: SocialVerifiers;
  prefill: SocialPrefillTokens;
  authService: AuthService;
  otp: OtpService;
}) => {
  const signInAs = async (user: UserForSignIn, { remember }: SignInChoice): Promise<SocialLoginResult> => {
    if (authService.deletionIsFinal(user)) throw failed();
    if (!user.verified_at && !user.locked_at && user.phone) {
      await otp.sendTo(
        user,
        'VERIFY_ACCOUNT',
        { kind: 'phone', value: user.phone },
        { quietIfTooSoon: true },
      );
      throw new AppError(403, ErrorCode.accountNotVerified, 'accountNotVerified');
    }
    return { token: await authService.admit(user, remember === undefined ? {} : { remember }) };
  };

  return async (
    provider: SocialProvider,
    token: string,
    names: { firstName?: string | undefined; lastName?: string | undefined },
    choice: SignInChoice = {},
  ): Promise<SocialLoginResult> => {
    const verifier = verifiers[provider];
    if (!verifier.configured) throw failed('socialSignInIsNotAvailable');
    const profile = await verifier.verify(token).catch((error: unknown) => {
      if (error instanceof SocialTokenError) throw failed();
      throw error;
    });

    const linked = await db
      .selectFrom('social_identities')
      .select('user_id')
      .where('provider', '=', provider)
      .where('subject', '=', profile.subject)
      .executeTakeFirst();
    if (linked) {
      const user = await findUserById(db, linked.user_id);
      if (user && !user.anonymised_at) {
        return signInAs(user, choice);
      }
    }

    const sameEmail = profile.email
      ? await findUserByIdentifier(db, { kind: 'email', value: profile.email })
      : undefined;
    if (sameEmail) {
      // Both sides must have proven the address: the provider for its user, a code for ours. Anything less could
      // hand an account to whoever registered someone else's e-mail first.
      if (!profile.emailVerified || !sameEmail.email_verified_at || !sameEmail.verified_at) {
        throw new AppError(409, ErrorCode.socialAccountConflict, 'socialAccountEmailIsAlreadyInUse');
      }
      await db
        .insertInto('social_identities')
        .values({ provider, subject: profile.subject, user_id: sameEmail.id, created_at: clock.now() })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return signInAs(sameEmail, choice);
    }

    const email = profile.email && parseIdentifier(profile.email)?.kind === 'email' ? profile.email : null;
    return {
      user: {
        firstName: profile.firstName ?? names.firstName ?? null,
        lastName: profile.lastName ?? names.lastName ?? null,
        email,
        imageUrl: profile.pictureUrl?.startsWith('https://') ? profile.pictureUrl : null,
        provider,
        providerId: await prefill.sign(provider, profile.subject),
      },
    };
  };
};

export type SocialSignIn = ReturnType<typeof createSocialSignIn>;
