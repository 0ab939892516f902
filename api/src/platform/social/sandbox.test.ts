import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { SignJWT } from 'jose';
import { createHttp, envelopeOf, type Http } from '../../../test/http';
import { type StartedApi, startApi } from '../../../test/start-api';
import { systemClock } from '../clock';
import { createSocialSandbox } from './sandbox';

const consentUrl = (person: Record<string, string>) =>
  `/client/auth/sandbox-provider/consent?${new URLSearchParams({ state: 'sandbox.n0nce', ...person })}`;

/** Follows the consent screen as a browser would: the token comes back in the fragment of /callback. */
const tokenFrom = (location: string | undefined) => {
  expect(location).toMatch(/^\/callback#/);
  const fragment = new URLSearchParams((location ?? '').split('#')[1]);
  expect(fragment.get('state')).toBe('sandbox.n0nce');
  return fragment.get('id_token') ?? '';
};

describe('the sandbox social provider outside production', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
  });
  afterAll(async () => {
    await api?.close();
  });

  const consent = async (person: Record<string, string>) => {
    const answer = await fetch(`${api.baseUrl}${consentUrl(person)}`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    return tokenFrom(answer.headers.get('location') ?? undefined);
  };
  const signIn = (accessToken: string) =>
    http.post('/client/auth/login/social', { accessToken, socialType: 'sandbox' });

  it('shows a consent page clearly marked as a test sign-in, in English and Khmer', async () => {
    const answer = await fetch(`${api.baseUrl}/client/auth/sandbox-provider?state=sandbox.n0nce&lang=km`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    const page = await answer.text();
    expect(page).toContain('lang="km"');
    expect(page).toContain('ការចូលសាកល្បង');
    expect(page).toContain('name="email"');
    expect(page).toContain('value="sandbox.n0nce"');
    const english = await (
      await fetch(`${api.baseUrl}/client/auth/sandbox-provider?state=sandbox.n0nce`)
    ).text();
    expect(english).toContain('Test sign-in');
  });

  it('sends an unknown person to registration with what they typed on the consent page', async () => {
    const token = await consent({
      firstName: 'Sophea',
      lastName: 'Lim',
      email: 'Sophea.Sandbox@Example.com',
    });

    const answer = await signIn(token);

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      user: {
        firstName: 'Sophea',
        lastName: 'Lim',
        email: 'sophea.sandbox@example.com',
        imageUrl: null,
        provider: 'sandbox',
        providerId: expect.any(String),
      },
    });
  });

  it('signs an existing account in by its e-mail', async () => {
    const token = await consent({
      firstName: 'Sokha',
      lastName: 'Chan',
      email: 'sokha.customer@example.com',
    });

    const answer = await signIn(token);

    expect(answer.status).toBe(200);
    const profile = await http.get('/client/account/profile', { token: answer.body.data.token.access_token });
    expect(profile.body.data).toMatchObject({ email: 'sokha.customer@example.com' });
  });

  it('refuses a consent without an e-mail, and a cancelled one returns the error to /callback', async () => {
    const missing = await fetch(`${api.baseUrl}${consentUrl({ firstName: 'A', email: '' })}`, {
      redirect: 'manual',
    });
    expect(missing.status).toBe(400);
    const cancelled = await fetch(`${api.baseUrl}${consentUrl({ cancel: '1' })}`, { redirect: 'manual' });
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get('location')).toBe('/callback#error=access_denied&state=sandbox.n0nce');
  });

  it('refuses a token the API did not sign', async () => {
    const forged = await new SignJWT({ email: 'sokha.customer@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('sandbox:sokha.customer@example.com')
      .setAudience('coffee-portal/social-sandbox')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not the API secret at all, not at all'));

    const answer = await signIn(forged);

    expect(answer.status).toBe(400);
    expect(envelopeOf(answer).code).toBe(ErrorCode.socialLoginFailed);
  });
});

describe('the sandbox social provider in production', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi({
      demoAccounts: true,
      env: { NODE_ENV: 'production', APP_SECRET: 'a production secret of enough length, 32+' },
    });
    http = createHttp(api.baseUrl);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('has no consent page', async () => {
    expect((await fetch(`${api.baseUrl}/client/auth/sandbox-provider?state=sandbox.n`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}${consentUrl({ email: 'a@example.com' })}`)).status).toBe(404);
  });

  it('refuses even a sandbox token signed with its own secret', async () => {
    const token = await createSocialSandbox({ ...api.config, env: 'development' }, systemClock).issue({
      email: 'sokha.customer@example.com',
      firstName: 'Sokha',
      lastName: 'Chan',
    });

    const answer = await http.post('/client/auth/login/social', {
      accessToken: token,
      socialType: 'sandbox',
    });

    expect(answer.status).toBe(400);
    expect(envelopeOf(answer).code).toBe(ErrorCode.socialLoginFailed);
  });
});
