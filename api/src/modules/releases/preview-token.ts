import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a preview link works. */
export const previewLifetimeMs = 24 * 60 * 60 * 1000;

type Previewed = { app: string; version: string; expiresAt: Date };

/**
 * A preview link's token: what it previews and until when, signed with the API's secret (HMAC-SHA256, a key of its
 * own derived from APP_SECRET), so nothing needs keeping and no one can make or alter one without the secret.
 */
export const previewTokens = (secret: string) => {
  const key = createHmac('sha256', secret).update('release-preview').digest();
  const signatureOf = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    sign: ({ app, version, expiresAt }: Previewed) => {
      const payload = Buffer.from(JSON.stringify({ app, version, exp: expiresAt.getTime() })).toString(
        'base64url',
      );
      return `${payload}.${signatureOf(payload).toString('base64url')}`;
    },
    /** What a token previews, or null for one not signed here, altered, malformed or expired at `now`. */
    verify: (token: string, now: Date): Previewed | null => {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = signatureOf(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const { app, version, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        if (typeof app !== 'string' || typeof version !== 'string' || !Number.isFinite(exp)) return null;
        if (exp <= now.getTime()) return null;
        return { app, version, expiresAt: new Date(exp) };
      } catch {
        return null;
      }
    },
  };
};
