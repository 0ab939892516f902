import type { SocialProvider } from '@portal/shared/contract';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { Clock } from '../clock';
import type { SocialConfig } from '../config';

/** Who the provider says signed in. */
export type SocialProfile = {
  provider: SocialProvider;
  /** The provider's stable id of the person. */
  subject: string;
  email: string | null;
  /** Only a provider-verified e-mail may be matched to an existing account. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
};

export class SocialTokenError extends Error {
  override readonly name = 'SocialTokenError';
}

export interface SocialVerifier {
  /** False when the provider is not set up (no client ids / app credentials): sign-in with it is refused. */
  readonly configured: boolean;
  /** The profile behind a token, or a SocialTokenError when the token is not genuine, current and ours. */
  verify(token: string): Promise<SocialProfile>;
}

export type SocialVerifiers = Record<SocialProvider, SocialVerifier>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const verifiedFlag = (value: unknown) => value === true || value === 'true';

/** Google and Apple: an OpenID Connect ID token, checked against the provider's JWKS, issuer and our client ids. */
const idTokenVerifier = (
  provider: 'google' | 'apple',
  { jwksUrl, clientIds }: { jwksUrl: string; clientIds: string[] },
  issuers: string[],
  clock: Clock,
  toProfile: (claims: JWTPayload) => Omit<SocialProfile, 'provider' | 'subject'>,
): SocialVerifier => {
  const jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
  return {
    configured: clientIds.length > 0,
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, jwks, {
          issuer: issuers,
          audience: clientIds,
          currentDate: clock.now(),
          algorithms: ['RS256', 'ES256'],
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        return { provider, subject: payload.sub as string, ...toProfile(payload) };
      } catch (error) {
        throw new SocialTokenError(`${provider} ID token refused`, { cause: error });
      }
    },
  };
};

/** Facebook: a user access token, checked with the app's token-debug endpoint, then the profile read with it. */
const facebookVerifier = (config: SocialConfig['facebook'], fetchImpl: typeof fetch): SocialVerifier => {
  const { appId, appSecret, debugTokenUrl, profileUrl } = config;
  const getJson = async (url: URL) => {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new SocialTokenError(`facebook answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    configured: Boolean(appId && appSecret),
    async verify(token) {
      try {
        const debug = new URL(debugTokenUrl);
        debug.searchParams.set('input_token', token);
        debug.searchParams.set('access_token', `${appId}|${appSecret}`);
        const { data } = (await getJson(debug)) as {
          data?: { is_valid?: boolean; app_id?: string; user_id?: string };
        };
        if (!data?.is_valid || data.app_id !== appId || !data.user_id) {
          throw new SocialTokenError('facebook token is not valid for this app');
        }
        const me = new URL(profileUrl);
        me.searchParams.set('fields', 'id,first_name,last_name,email,picture.type(large)');
        me.searchParams.set('access_token', token);
        const profile = (await getJson(me)) as {
          id?: string;
          first_name?: string;
          last_name?: string;
          email?: string;
          picture?: { data?: { url?: string } };
        };
        if (profile.id !== data.user_id)
          throw new SocialTokenError('facebook profile is not the token’s user');
        return {
          provider: 'facebook',
          subject: data.user_id,
          email: text(profile.email)?.toLowerCase() ?? null,
          // Facebook does not say whether the address was confirmed, so it is never matched to an account.
          emailVerified: false,
          firstName: text(profile.first_name),
          lastName: text(profile.last_name),
          pictureUrl: text(profile.picture?.data?.url),
        };
      } catch (error) {
        if (error instanceof SocialTokenError) throw error;
        throw new SocialTokenError('facebook token check failed', { cause: error });
      }
    },
  };
};

const switchedOff: SocialVerifier = {
  configured: false,
  verify: () => Promise.reject(new SocialTokenError('provider is not set up')),
};

export const createSocialVerifiers = (
  config: SocialConfig,
  clock: Clock,
  {
    fetchImpl = fetch,
    sandbox = switchedOff,
  }: {
    fetchImpl?: typeof fetch /** The test provider (sandbox.ts), outside production only. */;
    sandbox?: SocialVerifier;
  } = {},
): SocialVerifiers => ({
  google: idTokenVerifier(
    'google',
    config.google,
    ['https://accounts.google.com', 'accounts.google.com'],
    clock,
    (claims) => ({
      email: text(claims.email)?.toLowerCase() ?? null,
      emailVerified: verifiedFlag(claims.email_verified),
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
      pictureUrl: text(claims.picture),
    }),
  ),
  apple: idTokenVerifier('apple', config.apple, ['https://appleid.apple.com'], clock, (claims) => ({
    email: text(claims.email)?.toLowerCase() ?? null,
    // A private relay address is verified too: it reaches the person through Apple.
    emailVerified: verifiedFlag(claims.email_verified),
    firstName: null,
    lastName: null,
    pictureUrl: null,
  })),
  facebook: facebookVerifier(config.facebook, fetchImpl),
  sandbox,
});
