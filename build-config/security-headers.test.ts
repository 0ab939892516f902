import { afterEach, describe, expect, it } from '@jest/globals';
import { commonHeaders, contentSecurityPolicy } from './security-headers.cjs';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

afterEach(() => {
  delete process.env.GOOGLE_CLIENT_IDS;
  delete process.env.ASSET_ORIGINS;
});

describe("a page's Content-Security-Policy", () => {
  it('runs scripts only from the portal, the remotes and its own nonce, never inline otherwise or by eval', () => {
    const policy = directives(
      contentSecurityPolicy({ nonce: 'abc', origins: ['http://127.0.0.1:3001', 'http://127.0.0.1:3001'] }),
    );
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'", 'http://127.0.0.1:3001']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:3001']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    for (const sources of Object.values(policy)) expect(sources).not.toContain("'unsafe-eval'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it("opens a configured social sign-in's origin to its script and frame only", () => {
    process.env.GOOGLE_CLIENT_IDS = 'web-client-id';
    const policy = directives(contentSecurityPolicy({ nonce: 'abc' }));
    expect(policy['script-src']).toContain('https://accounts.google.com');
    expect(policy['frame-src']).toEqual(['https://accounts.google.com']);
    expect(policy['img-src']).not.toContain('https://accounts.google.com');
  });

  it("lets pictures load from a bucket's origin and uploads PUT to it, and nothing else", () => {
    process.env.ASSET_ORIGINS = 'https://files.example.com';
    const policy = directives(contentSecurityPolicy({ nonce: 'abc' }));
    expect(policy['img-src']).toContain('https://files.example.com');
    expect(policy['connect-src']).toEqual(["'self'", 'https://files.example.com']);
    expect(policy['script-src']).not.toContain('https://files.example.com');
  });

  it("admits a remote's development server one browser loads instead of the release, with eval only then", () => {
    const local = directives(
      contentSecurityPolicy({
        nonce: 'abc',
        origins: ['https://remotes.example'],
        devOrigins: ['http://127.0.0.1:3004', 'ws://127.0.0.1:3004'],
      }),
    );
    expect(local['script-src']).toEqual(
      expect.arrayContaining(["'unsafe-eval'", 'http://127.0.0.1:3004', 'https://remotes.example']),
    );
    expect(local['connect-src']).toEqual(expect.arrayContaining(['ws://127.0.0.1:3004']));
    const live = directives(contentSecurityPolicy({ nonce: 'abc', origins: ['https://remotes.example'] }));
    expect(live['script-src']).not.toContain("'unsafe-eval'");
    expect(live['script-src']).not.toContain('http://127.0.0.1:3004');
  });

  it('goes with headers that stop sniffing, framing and full referrers everywhere', () => {
    expect(commonHeaders).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(commonHeaders['Permissions-Policy']).toContain('geolocation=(self)');
  });
});
