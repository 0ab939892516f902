import { ErrorCode, type SocialProvider } from '@portal/shared/contract';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import { deriveKey } from '../../../platform/secrets';

const audience = 'coffee-portal/register';
const validSeconds = 60 * 60;

/**
 * The `providerId` handed out with a social prefill: a signed note of the verified provider account, so that
 * registration links exactly the account the provider vouched for and nothing a client made up.
 */
export const createSocialPrefillTokens = (config: Config, clock: Clock) => {
  const key = deriveKey(config.secret, 'social-prefill');
  return {
    sign: (provider: SocialProvider, subject: string) => {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ provider })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + validSeconds)
        .sign(key);
    },
    verify: async (provider: SocialProvider, token: string) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience,
          currentDate: clock.now(),
        });
        if (payload.provider !== provider || !payload.sub) throw new Error('provider mismatch');
        return payload.sub;
      } catch {
        throw new AppError(400, ErrorCode.socialLoginFailed, 'invalidSocialAccount');
      }
    },
  };
};

export type SocialPrefillTokens = ReturnType<typeof createSocialPrefillTokens>;
