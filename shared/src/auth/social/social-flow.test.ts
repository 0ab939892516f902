import { describe, expect, it } from '@jest/globals';
import { parseSocialConfig } from '../../session/social-config';
import { providerSignInUrl, readCallback, signInNonce } from './social-flow';

describe('social sign-in', () => {
  it('sends the browser to the provider with our /callback and a state naming the provider', () => {
    const url = new URL(providerSignInUrl('google', 'client-1', 'https://shop.example', 'n0nce'));
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('redirect_uri')).toBe('https://shop.example/callback');
    expect(url.searchParams.get('response_type')).toBe('id_token');
    expect(url.searchParams.get('state')).toBe('google.n0nce');
    const facebook = new URL(providerSignInUrl('facebook', 'app-1', 'https://shop.example', 'n'));
    expect(facebook.searchParams.get('response_type')).toBe('token');
    const apple = new URL(providerSignInUrl('apple', 'svc', 'https://shop.example', 'n'));
    expect(apple.searchParams.get('response_mode')).toBe('fragment');
  });

  it('reads the provider token from the fragment when the state carries our nonce', () => {
    expect(readCallback('#id_token=abc&state=google.n1', 'n1')).toEqual({
      ok: true,
      provider: 'google',
      token: 'abc',
      remember: false,
    });
    expect(readCallback('#access_token=fb&state=facebook.n1', 'n1')).toEqual({
      ok: true,
      provider: 'facebook',
      token: 'fb',
      remember: false,
    });
  });

  it('tells from the nonce this browser made whether the sign-in dialog said "Keep me signed in"', () => {
    const kept = signInNonce(true);
    expect(readCallback(`#id_token=abc&state=google.${kept}`, kept)).toMatchObject({
      ok: true,
      remember: true,
    });
    const short = signInNonce(false);
    expect(readCallback(`#id_token=abc&state=google.${short}`, short)).toMatchObject({
      ok: true,
      remember: false,
    });
    expect(signInNonce(true)).not.toBe(kept);
  });

  it('refuses a foreign state, a cancelled sign-in and a fragment without a token', () => {
    expect(readCallback('#id_token=abc&state=google.other', 'n1')).toEqual({
      ok: false,
      reason: 'stateMismatch',
    });
    expect(readCallback('#id_token=abc&state=google.n1', null)).toEqual({
      ok: false,
      reason: 'stateMismatch',
    });
    expect(readCallback('#error=access_denied&state=google.n1', 'n1')).toEqual({
      ok: false,
      reason: 'cancelled',
    });
    expect(readCallback('#state=google.n1', 'n1')).toEqual({ ok: false, reason: 'missing' });
    expect(readCallback('', 'n1')).toEqual({ ok: false, reason: 'missing' });
    expect(readCallback('#id_token=x&state=myspace.n1', 'n1')).toEqual({ ok: false, reason: 'missing' });
  });

  it('sends the browser to the API’s test provider, in the page’s language, which returns an ID token', () => {
    const url = new URL(providerSignInUrl('sandbox', 'sandbox', 'https://shop.example', 'n1', 'km-KH'));
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.example/client/auth/sandbox-provider');
    expect(url.searchParams.get('state')).toBe('sandbox.n1');
    expect(url.searchParams.get('lang')).toBe('km');
    expect(readCallback('#id_token=abc&state=sandbox.n1', 'n1')).toEqual({
      ok: true,
      provider: 'sandbox',
      token: 'abc',
      remember: false,
    });
  });

  it('takes client ids only for the known providers, from the runtime configuration', () => {
    expect(parseSocialConfig({ social: { google: '', sandbox: 'sandbox' } })).toEqual({ sandbox: 'sandbox' });
    expect(parseSocialConfig({ social: { google: 'g-id', apple: '', twitter: 't' } })).toEqual({
      google: 'g-id',
    });
    expect(parseSocialConfig({ remotes: {} })).toEqual({});
    expect(parseSocialConfig(null)).toEqual({});
  });
});
