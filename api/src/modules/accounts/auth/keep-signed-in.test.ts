import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { signUp } from '../../../../test/accounts';
import { createTestClock, days, minutes } from '../../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

/**
 * "Keep me signed in": a session without it lives as long as the person is active (its refresh token outlives the
 * 30-minute access token by the 30-minute inactivity limit, and every rotation counts from then); with it, the
 * refresh token lasts 30 days and every rotation gives 30 days more.
 */
describe('keep me signed in', () => {
  const clock = createTestClock();
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi({ clock });
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  const signIn = async (remember?: boolean) => {
    const account = await signUp(http);
    const login = await http.post('/client/auth/login', {
      user: account.phone,
      password: account.password,
      ...(remember === undefined ? {} : { remember }),
    });
    expect(login.status).toBe(200);
    return login.body.data.refresh_token as string;
  };
  const refresh = (refreshToken: string) => http.post('/client/auth/regenerate-token', { refreshToken });

  it('without it, the refresh token ends an hour after it was given (the access token’s 30 minutes and 30 idle)', async () => {
    const refreshToken = await signIn(false);
    clock.advance(minutes(61));

    const answer = await refresh(refreshToken);

    expect(answer.status).toBe(401);
    expect(envelopeOf(answer)).toMatchObject({
      code: ErrorCode.invalidToken,
      message: 'refreshTokenExpired',
    });
  });

  it('without it, a person who keeps coming back within the limit stays signed in, each rotation counting anew', async () => {
    let refreshToken = await signIn(false);
    for (let visit = 0; visit < 4; visit += 1) {
      clock.advance(minutes(55));
      const answer = await refresh(refreshToken);
      expect(answer.status).toBe(200);
      refreshToken = answer.body.data.refresh_token;
    }
  });

  it('with it, the refresh token lasts 30 days and a rotation gives 30 days more', async () => {
    const refreshToken = await signIn(true);
    clock.advance(days(29));
    const rotated = await refresh(refreshToken);
    expect(rotated.status).toBe(200);

    clock.advance(days(29));
    expect((await refresh(rotated.body.data.refresh_token)).status).toBe(200);
  });

  it('with it, the session still ends after 30 days without a visit', async () => {
    const refreshToken = await signIn(true);
    clock.advance(days(30) + minutes(1));
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it('a client that does not say keeps the sign-in as before: 30 days', async () => {
    const refreshToken = await signIn();
    clock.advance(days(29));
    expect((await refresh(refreshToken)).status).toBe(200);
  });

  it('refuses a remember that is not true or false', async () => {
    const account = await signUp(http);
    const answer = await http.post('/client/auth/login', {
      user: account.phone,
      password: account.password,
      remember: 'yes',
    });
    expect(answer.status).toBe(400);
  });
});

/** A social sign-in follows the same "Keep me signed in" as one by password. */
describe('keep me signed in, signing in with a social provider', () => {
  const clock = createTestClock();
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi({ clock, demoAccounts: true });
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  /** The test provider's consent page, answered as the demo customer (an account it signs in by e-mail). */
  const providerToken = async () => {
    const consent = `/client/auth/sandbox-provider/consent?${new URLSearchParams({
      state: 'sandbox.n0nce',
      firstName: 'Sokha',
      lastName: 'Chan',
      email: 'sokha.customer@example.com',
    })}`;
    const answer = await fetch(`${api.baseUrl}${consent}`, { redirect: 'manual' });
    const fragment = new URLSearchParams((answer.headers.get('location') ?? '').split('#')[1]);
    return fragment.get('id_token') ?? '';
  };
  const socialSignIn = async (remember?: boolean) => {
    const answer = await http.post('/client/auth/login/social', {
      accessToken: await providerToken(),
      socialType: 'sandbox',
      ...(remember === undefined ? {} : { remember }),
    });
    expect(answer.status).toBe(200);
    return answer.body.data.token.refresh_token as string;
  };
  const refresh = (refreshToken: string) => http.post('/client/auth/regenerate-token', { refreshToken });

  it('ticked, the refresh token lasts 30 days', async () => {
    const refreshToken = await socialSignIn(true);
    clock.advance(days(29));
    expect((await refresh(refreshToken)).status).toBe(200);
  });

  it('unticked, the refresh token ends an hour after it was given', async () => {
    const refreshToken = await socialSignIn(false);
    clock.advance(minutes(61));

    const answer = await refresh(refreshToken);

    expect(answer.status).toBe(401);
    expect(envelopeOf(answer)).toMatchObject({
      code: ErrorCode.invalidToken,
      message: 'refreshTokenExpired',
    });
  });

  it('refuses a remember that is not true or false', async () => {
    const answer = await http.post('/client/auth/login/social', {
      accessToken: await providerToken(),
      socialType: 'sandbox',
      remember: 'yes',
    });
    expect(answer.status).toBe(400);
  });
});
