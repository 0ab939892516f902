import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { SignJWT } from 'jose';
import { expect } from '../../../../../test/support/expect';
import { latestCode, newPhone, registration, signUp } from '../../../../test/accounts';
import { createTestClock, minutes, seconds } from '../../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startAnotherProcess, startApi } from '../../../../test/start-api';
import { refreshReuseGraceSeconds } from './sessions';

describe('sign-in, tokens and sign-out', () => {
  const clock = createTestClock();
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi({ clock, env: { ACCESS_TOKEN_TTL_SECONDS: '600' } });
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  const profile = (token: string) => http.get('/client/account/profile', { token });

  it('walks register → code from the outbox → verify → login → profile → refresh → logout', async () => {
    const body = registration({ firstName: 'Dara', lastName: 'Sok' });
    const registered = await http.post('/client/account/register', body);
    expect(registered.status).toBe(200);
    expect(registered.body).toEqual({ data: { id: expect.any(Number), sentTo: body.phone }, message: 'ok' });

    const otp = await latestCode(http, body.phone);
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await http.post('/client/account/verify-account', { phoneOrEmail: body.phone, otp });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ data: null, message: 'ok' });

    const login = await http.post('/client/auth/login', {
      user: `+855${body.phone.slice(1)}`,
      password: body.password,
    });
    expect(login.status).toBe(200);
    expect(login.body.message).toBe('ok');
    const { access_token, refresh_token, expires_in } = login.body.data;
    expect(access_token.split('.')).toHaveLength(3);
    expect(refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expires_in).toBe(600);

    const me = await profile(access_token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ firstName: 'Dara', lastName: 'Sok', phone: body.phone });

    const refreshed = await http.post('/client/auth/regenerate-token', { refreshToken: refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.refresh_token).not.toBe(refresh_token);
    expect((await profile(refreshed.body.data.access_token)).status).toBe(200);

    const logout = await http.post('/client/auth/logout', {
      refreshToken: refreshed.body.data.refresh_token,
    });
    expect(logout.status).toBe(200);

    const afterLogout = await profile(refreshed.body.data.access_token);
    expect(afterLogout.status).toBe(401);
    expect(envelopeOf(afterLogout).code).toBe(ErrorCode.invalidToken);
    const refreshAfterLogout = await http.post('/client/auth/regenerate-token', {
      refreshToken: refreshed.body.data.refresh_token,
    });
    expect(refreshAfterLogout.status).toBe(401);
    expect(envelopeOf(refreshAfterLogout).code).toBe(ErrorCode.invalidToken);
  });

  it('accepts the identifier as the login form sends it: +855 form, local form, spaces, e-mail in any case', async () => {
    const account = await signUp(http, { email: 'Vanna.Lim@Example.com' });
    for (const user of [
      account.phone,
      `+855${account.phone.slice(1)}`,
      ` ${account.phone.slice(0, 3)} ${account.phone.slice(3)}`,
      'VANNA.lim@example.com',
    ]) {
      const login = await http.post('/client/auth/login', { user, password: account.password });
      expect(login.status, user).toBe(200);
    }
  });

  it('kills the whole token family when a rotated refresh token is presented again after the grace period', async () => {
    const account = await signUp(http);
    const first = await http.post('/client/auth/regenerate-token', { refreshToken: account.refreshToken });
    expect(first.status).toBe(200);

    clock.advance(seconds(refreshReuseGraceSeconds + 1));
    const reuse = await http.post('/client/auth/regenerate-token', { refreshToken: account.refreshToken });
    expect(reuse.status).toBe(401);
    expect(envelopeOf(reuse)).toMatchObject({
      code: ErrorCode.invalidToken,
      message: 'refreshTokenWasAlreadyUsed',
    });

    const successor = await http.post('/client/auth/regenerate-token', {
      refreshToken: first.body.data.refresh_token,
    });
    expect(successor.status).toBe(401);
    expect((await profile(first.body.data.access_token)).status).toBe(401);

    const otherSession = await http.post('/client/auth/login', {
      user: account.phone,
      password: account.password,
    });
    expect((await profile(otherSession.body.data.access_token)).status).toBe(200);
  });

  it('answers 401 with code 4410 once the access token expired, and a refresh still works', async () => {
    const account = await signUp(http);
    clock.advance(seconds(601));

    const expired = await profile(account.accessToken);
    expect(expired.status).toBe(401);
    expect(envelopeOf(expired)).toMatchObject({
      code: ErrorCode.accessTokenExpired,
      message: 'accessTokenExpired',
    });

    const refreshed = await http.post('/client/auth/regenerate-token', {
      refreshToken: account.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect((await profile(refreshed.body.data.access_token)).status).toBe(200);
  });

  it('answers 401 with code 4411 for a malformed, forged or missing token', async () => {
    const account = await signUp(http);
    const [header, payload] = account.accessToken.split('.');
    const forged = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account.id))
      .setIssuer('coffee-portal')
      .setAudience('coffee-portal/client')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));

    for (const token of ['garbage', `${header}.${payload}.c2lnbmF0dXJl`, forged, `${header}.${payload}`]) {
      const answer = await profile(token);
      expect(answer.status, token).toBe(401);
      expect(envelopeOf(answer).code).toBe(ErrorCode.invalidToken);
    }
    const missing = await http.get('/client/account/profile');
    expect(missing.status).toBe(401);
    expect(envelopeOf(missing)).toMatchObject({ code: ErrorCode.invalidToken, message: 'pleaseSignIn' });
    const wrongScheme = await http.get('/client/account/profile', {
      headers: { authorization: `Basic ${account.accessToken}` },
    });
    expect(envelopeOf(wrongScheme).code).toBe(ErrorCode.invalidToken);
  });

  it('answers an unverified account with code 1112 and sends it a verification code', async () => {
    const body = registration();
    await http.post('/client/account/register', body);
    clock.advance(seconds(61));

    const login = await http.post('/client/auth/login', { user: body.phone, password: body.password });

    expect(login.status).toBe(403);
    expect(envelopeOf(login)).toMatchObject({
      code: ErrorCode.accountNotVerified,
      message: 'accountNotVerified',
    });
    const outbox = await http.get(`/client/../__dev/outbox?to=${body.phone}`);
    expect(outbox.body.data).toHaveLength(2);
    expect(outbox.body.data[0]).toMatchObject({ purpose: 'VERIFY_ACCOUNT', channel: 'sms' });

    const otp = await latestCode(http, body.phone);
    await http.post('/client/account/verify-account', { phoneOrEmail: body.phone, otp });
    expect(
      (await http.post('/client/auth/login', { user: body.phone, password: body.password })).status,
    ).toBe(200);
  });

  it('does not tell an unverified account apart when the password is wrong', async () => {
    const body = registration();
    await http.post('/client/account/register', body);

    const login = await http.post('/client/auth/login', { user: body.phone, password: 'wrong-password' });

    expect(login.status).toBe(401);
    expect(envelopeOf(login)).toMatchObject({
      code: ErrorCode.invalidCredentials,
      message: 'phoneOrEmailOrPasswordIsIncorrect',
    });
  });

  it('answers a locked account with code 4412, at sign-in and for tokens it already holds', async () => {
    const account = await signUp(http);
    await api.db.updateTable('users').set({ locked_at: clock.now() }).where('id', '=', account.id).execute();

    const login = await http.post('/client/auth/login', { user: account.phone, password: account.password });
    expect(login.status).toBe(403);
    expect(envelopeOf(login).code).toBe(ErrorCode.accountLocked);
    expect(envelopeOf(await profile(account.accessToken)).code).toBe(ErrorCode.accountLocked);
    const refresh = await http.post('/client/auth/regenerate-token', { refreshToken: account.refreshToken });
    expect(envelopeOf(refresh).code).toBe(ErrorCode.accountLocked);
  });

  it('pauses an identifier after 5 wrong passwords, and the pause grows each time', async () => {
    const account = await signUp(http);
    const attempt = (password: string) => http.post('/client/auth/login', { user: account.phone, password });

    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).status).toBe(401);
    const paused = await attempt(account.password);
    expect(paused.status).toBe(429);
    expect(envelopeOf(paused)).toMatchObject({ code: ErrorCode.tooManyRequests });
    expect(envelopeOf(paused).message).toBe('Too many attempts. Please try again in 60 seconds.');
    expect(paused.headers.get('retry-after')).toBe('60');

    clock.advance(seconds(61));
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).status).toBe(401);
    const longer = await attempt(account.password);
    expect(longer.headers.get('retry-after')).toBe('120');

    clock.advance(seconds(121));
    expect((await attempt(account.password)).status).toBe(200);
  });

  it('counts wrong passwords against the account, whether its phone or its e-mail is typed', async () => {
    const account = await signUp(http, { email: 'bopha.lockout@example.com' });
    const attempt = (user: string, password: string) => http.post('/client/auth/login', { user, password });
    const guesses = [
      account.phone,
      'bopha.lockout@example.com',
      `+855${account.phone.slice(1)}`,
      'BOPHA.Lockout@example.com',
      account.phone,
    ];
    for (const user of guesses) expect((await attempt(user, 'wrong-password')).status, user).toBe(401);

    for (const user of [account.phone, 'bopha.lockout@example.com']) {
      const paused = await attempt(user, account.password);
      expect(paused.status, user).toBe(429);
      expect(envelopeOf(paused).code).toBe(ErrorCode.tooManyRequests);
      expect(paused.headers.get('retry-after')).toBe('60');
    }
    clock.advance(seconds(61));
    expect((await attempt('bopha.lockout@example.com', account.password)).status).toBe(200);
  });

  it('pauses a phone or e-mail without an account after 5 tries too, so the pause tells nobody which exist', async () => {
    for (const user of [newPhone(), 'no.account.here@example.com']) {
      for (let i = 0; i < 5; i++) {
        expect((await http.post('/client/auth/login', { user, password: 'guess' })).status).toBe(401);
      }
      const paused = await http.post('/client/auth/login', { user, password: 'guess' });
      expect(paused.status, user).toBe(429);
      expect(paused.headers.get('retry-after')).toBe('60');
    }
  });

  it('checks at most 5 passwords of an identifier, however many arrive at once', async () => {
    const account = await signUp(http);
    const guesses = [...Array.from({ length: 30 }, () => 'wrong-password'), account.password];

    const answers = await Promise.all(
      guesses.map((password) => http.post('/client/auth/login', { user: account.phone, password })),
    );

    const checked = answers.filter((answer) => answer.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    for (const answer of answers.filter((each) => each.status === 429)) {
      expect(envelopeOf(answer).code).toBe(ErrorCode.tooManyRequests);
    }
  });

  it('says the wait in Khmer to a Khmer client', async () => {
    const account = await signUp(http);
    for (let i = 0; i < 5; i++) {
      await http.post('/client/auth/login', { user: account.phone, password: 'wrong-password' });
    }
    const paused = await http.post(
      '/client/auth/login',
      { user: account.phone, password: account.password },
      { headers: { 'accept-language': 'km-KH' } },
    );
    expect(envelopeOf(paused).message).toContain('60');
    expect(envelopeOf(paused).message).toMatch(/[\u1780-\u17FF]/);
  });

  it('signs out with an expired access token too', async () => {
    const account = await signUp(http);
    clock.advance(minutes(11));

    const logout = await http.post('/client/auth/logout', { accessToken: account.accessToken });

    expect(logout.status).toBe(200);
    const refresh = await http.post('/client/auth/regenerate-token', { refreshToken: account.refreshToken });
    expect(refresh.status).toBe(401);
  });

  it('accepts a logout with an empty body', async () => {
    const answer = await http.call('POST', '/client/auth/logout', undefined, { raw: '' });
    expect(answer.status).toBe(200);
  });

  it('answers an unknown refresh token with 4411', async () => {
    const answer = await http.post('/client/auth/regenerate-token', { refreshToken: 'x'.repeat(43) });
    expect(answer.status).toBe(401);
    expect(envelopeOf(answer).code).toBe(ErrorCode.invalidToken);
  });
});

describe('per-address rate limit', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi({ env: { RATE_LIMIT_PER_IP_PER_MINUTE: '3', TRUST_PROXY: 'loopback' } });
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  it('answers 429 with the seconds to wait once one address sent too many sign-ins', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await http.post('/client/auth/login', { user: `01234567${i}`, password: 'whatever' })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await http.post('/client/auth/login', { user: '012345679', password: 'whatever' });
    expect(envelopeOf(limited)).toMatchObject({ statusCode: 429, code: ErrorCode.tooManyRequests });
    expect(envelopeOf(limited).message).toMatch(/try again in \d+ seconds/);
  });
  it('counts the tries of one address together whichever API process answers them', async () => {
    const other = await startAnotherProcess(api);
    try {
      const processes = [http, createHttp(other.baseUrl)];
      const headers = { 'x-forwarded-for': '203.0.113.7' };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const answer = await (processes[i % 2] as Http).post(
          '/client/auth/login',
          { user: `09876543${i}`, password: 'whatever' },
          { headers },
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await other.close();
    }
  });
});
