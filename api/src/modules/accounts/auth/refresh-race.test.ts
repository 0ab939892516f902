import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { signUp } from '../../../../test/accounts';
import { createTestClock, seconds } from '../../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { refreshReuseGraceSeconds } from './sessions';

// Two tabs of one browser share their tokens, so both refresh with the same refresh token when the access token
// expires. On a PostgreSQL server (DATABASE_URL) these requests really run at once, each on its own connection.
describe('one refresh token presented by several tabs at once', () => {
  const clock = createTestClock();
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi({ clock });
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  const refresh = (refreshToken: string) => http.post('/client/auth/regenerate-token', { refreshToken });
  const profile = (token: string) => http.get('/client/account/profile', { token });

  it('answers every one of 8 simultaneous refreshes with the same new pair, and the session goes on', async () => {
    const account = await signUp(http);

    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(account.refreshToken)));

    expect(
      answers.map((answer) => answer.status),
      JSON.stringify(answers.map((answer) => answer.body)),
    ).toEqual(Array(8).fill(200));
    const pairs = new Set(answers.map((answer) => JSON.stringify(answer.body.data)));
    expect(pairs.size).toBe(1);
    const [{ access_token, refresh_token }] = answers.map((answer) => answer.body.data);
    expect(refresh_token).not.toBe(account.refreshToken);
    expect(refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await profile(access_token)).status).toBe(200);

    const next = await refresh(refresh_token);
    expect(next.status).toBe(200);
    expect((await profile(next.body.data.access_token)).status).toBe(200);
  });

  it('answers the same pair again to the old token until the grace period is over', async () => {
    const account = await signUp(http);
    const first = await refresh(account.refreshToken);
    expect(first.status).toBe(200);

    clock.advance(seconds(refreshReuseGraceSeconds) - 1);
    const late = await refresh(account.refreshToken);
    expect(late.status).toBe(200);
    expect(late.body.data).toEqual(first.body.data);
    expect((await profile(late.body.data.access_token)).status).toBe(200);
  });

  it('still ends the whole session when the old token comes back after the grace period', async () => {
    const account = await signUp(http);
    const first = await refresh(account.refreshToken);
    expect(first.status).toBe(200);

    clock.advance(seconds(refreshReuseGraceSeconds + 1));
    const reuse = await refresh(account.refreshToken);
    expect(reuse.status).toBe(401);
    expect(envelopeOf(reuse)).toMatchObject({
      code: ErrorCode.invalidToken,
      message: 'refreshTokenWasAlreadyUsed',
    });
    expect((await profile(first.body.data.access_token)).status).toBe(401);
    expect((await refresh(first.body.data.refresh_token)).status).toBe(401);
  });

  it('does not answer the old token once the session was signed out, even within the grace period', async () => {
    const account = await signUp(http);
    const first = await refresh(account.refreshToken);
    expect(first.status).toBe(200);
    const logout = await http.post('/client/auth/logout', { refreshToken: first.body.data.refresh_token });
    expect(logout.status).toBe(200);

    const late = await refresh(account.refreshToken);
    expect(late.status).toBe(401);
    expect(envelopeOf(late).code).toBe(ErrorCode.invalidToken);
  });
});
