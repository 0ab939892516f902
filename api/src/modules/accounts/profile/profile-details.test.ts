import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { latestCode, signUp } from '../../../../test/accounts';
import { createTestClock } from '../../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('/client/account/profile: birthday and phone', () => {
  // 2025-03-03 09:00 in Phnom Penh.
  const clock = createTestClock(new Date('2025-03-03T02:00:00.000Z'));
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi({ clock });
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  const update = (token: string, body: Record<string, unknown>) =>
    http.put('/client/account/profile', body, { token });

  it('keeps a birthday as the calendar day given and answers it with the profile', async () => {
    const account = await signUp(http);
    const answer = await update(account.accessToken, { birthday: '1990-12-31' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.birthday).toBe('1990-12-31');
    const profile = await http.get('/client/account/profile', { token: account.accessToken });
    expect(profile.body.data.birthday).toBe('1990-12-31');

    const cleared = await update(account.accessToken, { birthday: null });
    expect(cleared.body.data.birthday).toBeNull();
  });

  it('refuses a birthday of today or later, by the day in Cambodia', async () => {
    const account = await signUp(http);
    for (const day of ['2025-03-03', '2025-03-04', '2030-01-01']) {
      const answer = await update(account.accessToken, { birthday: day });
      expect(answer.status, day).toBe(400);
      expect(envelopeOf(answer).message).toBe('birthdayMustBeBeforeToday');
    }
    expect((await update(account.accessToken, { birthday: '2025-03-02' })).status).toBe(200);
  });

  it('refuses a day that does not exist or is not written YYYY-MM-DD', async () => {
    const account = await signUp(http);
    for (const day of ['2023-02-29', '1990-13-01', '31-12-1990', 'yesterday', 19901231]) {
      const answer = await update(account.accessToken, { birthday: day });
      expect(answer.status, String(day)).toBe(400);
      expect(envelopeOf(answer).message).toBe('invalidBirthday');
    }
  });

  it('asks for a new phone in the local form; it signs in once its code is entered', async () => {
    const account = await signUp(http);
    const answer = await update(account.accessToken, { phone: '+855 97 123 4567' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ phone: account.phone, pendingPhone: '0971234567' });
    const code = await latestCode(http, '0971234567');
    const confirmed = await http.post(
      '/client/account/verify-contact-change',
      { type: 'phone', code },
      { token: account.accessToken },
    );
    expect(confirmed.body.data.phone).toBe('0971234567');
    const login = await http.post('/client/auth/login', { user: '0971234567', password: account.password });
    expect(login.status).toBe(200);
  });

  it('refuses an invalid phone and one another account uses', async () => {
    const account = await signUp(http);
    const other = await signUp(http);
    const invalid = await update(account.accessToken, { phone: '12 34' });
    expect(envelopeOf(invalid).message).toBe('invalidPhoneNumber');
    const blank = await update(account.accessToken, { phone: ' ' });
    expect(envelopeOf(blank).message).toBe('phoneIsRequired');
    const taken = await update(account.accessToken, { phone: other.phone });
    expect(taken.status).toBe(409);
    expect(envelopeOf(taken).code).toBe(ErrorCode.phoneOrEmailInUse);
  });
});
