import { type SocialProvider, socialProviders } from '@portal/shared/contract';

/**
 * Where the browser goes to sign in with a provider; it comes back to /callback with the provider's token in the
 * URL fragment (never sent to a server) and the provider's name in `state`.
 */
export const providerSignInUrl = (
  provider: SocialProvider,
  clientId: string,
  origin: string,
  nonce: string,
  language = 'en',
) => {
  const redirectUri = `${origin}/callback`;
  const state = `${provider}.${nonce}`;
  switch (provider) {
    case 'google':
      return `https://accounts.google.com/o/oauth2/v2/auth?${new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'id_token',
        scope: 'openid email profile',
        nonce,
        state,
      })}`;
    case 'facebook':
      return `https://www.facebook.com/v19.0/dialog/oauth?${new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'token',
        scope: 'public_profile,email',
        state,
      })}`;
    case 'apple':
      return `https://appleid.apple.com/auth/authorize?${new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code id_token',
        response_mode: 'fragment',
        nonce,
        state,
      })}`;
    case 'sandbox':
      // The API's test provider, through the portal's own /client: it returns to /callback like Google.
      return `${origin}/client/auth/sandbox-provider?${new URLSearchParams({
        state,
        lang: language.startsWith('km') ? 'km' : 'en',
      })}`;
  }
};

/** The nonce ends with this when the sign-in dialog's "Keep me signed in" was ticked. */
const KEEP_SIGNED_IN = '-keep';

/**
 * A fresh nonce for one sign-in, carrying the dialog's "Keep me signed in": the provider hands it back unchanged in
 * `state`, and it must equal the one this browser stored, so the choice cannot be altered on the way.
 */
export const signInNonce = (remember: boolean) => `${crypto.randomUUID()}${remember ? KEEP_SIGNED_IN : ''}`;

export type CallbackResult =
  | { ok: true; provider: SocialProvider; token: string; remember: boolean }
  | { ok: false; reason: 'missing' | 'cancelled' | 'stateMismatch' };

/**
 * Reads what the provider put in the fragment: the id token (Google, Apple) or access token (Facebook), and the
 * state, which must carry the nonce this browser sent (so a link crafted elsewhere signs nobody in).
 */
export const readCallback = (hash: string, expectedNonce: string | null): CallbackResult => {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.get('error')) return { ok: false, reason: 'cancelled' };
  const [provider, nonce] = (params.get('state') ?? '').split('.');
  if (!provider || !(socialProviders as readonly string[]).includes(provider))
    return { ok: false, reason: 'missing' };
  if (!expectedNonce || nonce !== expectedNonce) return { ok: false, reason: 'stateMismatch' };
  const token = provider === 'facebook' ? params.get('access_token') : params.get('id_token');
  if (!token) return { ok: false, reason: 'missing' };
  return { ok: true, provider: provider as SocialProvider, token, remember: nonce.endsWith(KEEP_SIGNED_IN) };
};

export const SOCIAL_NONCE_KEY = 'socialSignInNonce';
