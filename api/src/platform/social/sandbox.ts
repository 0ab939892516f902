import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { deriveKey } from '../secrets';
import { type SocialProfile, SocialTokenError, type SocialVerifier } from './index';

const audience = 'coffee-portal/social-sandbox';
const validSeconds = 10 * 60;

export type SandboxPerson = { email: string; firstName: string | null; lastName: string | null };

/**
 * A stand-in for a real provider, so social sign-in can be tried and tested where none is set up: its consent
 * page (sandbox-routes.ts) issues an ID token signed with a key derived from APP_SECRET, and its verifier checks it
 * like Google's. It vouches for the e-mail typed in, so it is never accepted in production.
 */
export const createSocialSandbox = (config: Pick<Config, 'env' | 'secret'>, clock: Clock) => {
  const key = deriveKey(config.secret, 'social-sandbox');
  const enabled = config.env !== 'production';

  const issue = ({ email, firstName, lastName }: SandboxPerson) => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const address = email.trim().toLowerCase();
    return new SignJWT({ email: address, given_name: firstName, family_name: lastName })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(`sandbox:${address}`)
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(now + validSeconds)
      .sign(key);
  };

  const verifier: SocialVerifier = {
    configured: enabled,
    async verify(token): Promise<SocialProfile> {
      if (!enabled) throw new SocialTokenError('the sandbox provider is off in production');
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'email'],
        });
        const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
        return {
          provider: 'sandbox',
          subject: payload.sub as string,
          email: text(payload.email),
          emailVerified: true,
          firstName: text(payload.given_name),
          lastName: text(payload.family_name),
          pictureUrl: null,
        };
      } catch (error) {
        throw new SocialTokenError('sandbox ID token refused', { cause: error });
      }
    },
  };

  return { enabled, issue, verifier };
};

export type SocialSandbox = ReturnType<typeof createSocialSandbox>;
