import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

type FacebookUser = { id: string; first_name?: string; last_name?: string; email?: string; appId?: string };

/**
 * Google's and Apple's JWKS and Facebook's token-debug and profile endpoints on 127.0.0.1, with keys made here:
 * social sign-in is tested for real, with no network.
 */
export const startFakeProviders = async () => {
  const google = await generateKeyPair('RS256', { extractable: true });
  const apple = await generateKeyPair('ES256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  const jwks = {
    google: { keys: [{ ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' }] },
    apple: { keys: [{ ...(await exportJWK(apple.publicKey)), kid: 'apple-1', alg: 'ES256', use: 'sig' }] },
  };
  const facebookTokens = new Map<string, FacebookUser>();
  const facebookApp = { id: 'fb-app-1', secret: 'fb-secret' };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/google/jwks') return send(200, jwks.google);
    if (url.pathname === '/apple/jwks') return send(200, jwks.apple);
    if (url.pathname === '/facebook/debug_token') {
      if (url.searchParams.get('access_token') !== `${facebookApp.id}|${facebookApp.secret}`) {
        return send(400, { error: { message: 'Invalid OAuth access token' } });
      }
      const user = facebookTokens.get(url.searchParams.get('input_token') ?? '');
      return send(200, {
        data: user
          ? { app_id: user.appId ?? facebookApp.id, type: 'USER', is_valid: true, user_id: user.id }
          : { is_valid: false, error: { message: 'Invalid token' } },
      });
    }
    if (url.pathname === '/facebook/me') {
      const user = facebookTokens.get(url.searchParams.get('access_token') ?? '');
      if (!user) return send(400, { error: { message: 'Invalid OAuth access token' } });
      const { appId: _appId, ...profile } = user;
      return send(200, {
        ...profile,
        picture: { data: { url: `https://graph.example.com/${user.id}.jpg` } },
      });
    }
    send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  const idToken = (
    key: CryptoKey,
    alg: string,
    kid: string,
    issuer: string,
    claims: JWTPayload,
    { audience = 'portal-web', now = Date.now(), ttlSeconds = 3600 } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg, kid })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + ttlSeconds)
      .sign(key);

  return {
    env: {
      GOOGLE_JWKS_URL: `${base}/google/jwks`,
      GOOGLE_CLIENT_IDS: 'portal-web,portal-ios',
      APPLE_JWKS_URL: `${base}/apple/jwks`,
      APPLE_CLIENT_IDS: 'portal-web',
      FACEBOOK_DEBUG_TOKEN_URL: `${base}/facebook/debug_token`,
      FACEBOOK_PROFILE_URL: `${base}/facebook/me`,
      FACEBOOK_APP_ID: facebookApp.id,
      FACEBOOK_APP_SECRET: facebookApp.secret,
    },
    googleToken: (
      claims: JWTPayload,
      options?: { audience?: string; now?: number; ttlSeconds?: number; issuer?: string },
    ) =>
      idToken(
        google.privateKey,
        'RS256',
        'google-1',
        options?.issuer ?? 'https://accounts.google.com',
        claims,
        options,
      ),
    appleToken: (claims: JWTPayload, options?: { audience?: string; now?: number }) =>
      idToken(apple.privateKey, 'ES256', 'apple-1', 'https://appleid.apple.com', claims, options),
    /** A token signed by a key no provider published. */
    forgedGoogleToken: (claims: JWTPayload, options?: { now?: number }) =>
      idToken(stranger.privateKey, 'RS256', 'google-1', 'https://accounts.google.com', claims, options),
    facebookToken: (user: FacebookUser) => {
      const token = `EAAB${user.id}${facebookTokens.size}`;
      facebookTokens.set(token, user);
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>;
