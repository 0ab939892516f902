import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { latestCode, newPhone, registration, signUp } from '../../../../test/accounts';
import { createTestClock, minutes, seconds } from '../../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';
import km from '../../../db/seed/localize/km.json';

const sendLimits = { OTP_PER_ADDRESS_PER_HOUR: '1000', OTP_PER_ADDRESS_PER_DAY: '1000' };

describe('/client/account: a new e-mail or phone is the account’s only once its code is entered', () => {
  const clock = createTestClock();
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    // Every sign-up and change here asks for a code from the one test address.
    api = await startApi({ clock, env: sendLimits });
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  let sequence = 0;
  const newEmail = () => `owner${++sequence}@example.com`;
  const login = (user: string, password: string) => http.post('/client/auth/login', { user, password });
  const update = (token: string, body: Record<string, unknown>) =>
    http.put('/client/account/profile', body, { token });
  const confirm = (token: string, type: 'email' | 'phone', code: string) =>
    http.post('/client/account/verify-contact-change', { type, code }, { token });
  const outbox = async (to: string) =>
    (await http.get(`/__dev/outbox?to=${encodeURIComponent(to)}`)).body.data as {
      text: string;
      code: string | null;
      purpose: string;
    }[];
  const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

  it('keeps the old e-mail signing in after a change is asked for, and the new one not', async () => {
    const oldEmail = newEmail();
    const account = await signUp(http, { email: oldEmail });
    const wanted = newEmail();

    const answer = await update(account.accessToken, { email: wanted });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await login(wanted, account.password)).status).toBe(401);
    expect((await login(oldEmail, account.password)).status).toBe(200);
    expect(answer.body.data).toMatchObject({ email: oldEmail, pendingEmail: wanted });
  });

  it('keeps the old phone signing in after a change is asked for, and the new one not', async () => {
    const account = await signUp(http);
    const wanted = newPhone();

    const answer = await update(account.accessToken, { phone: `+855 ${wanted.slice(1)}` });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await login(wanted, account.password)).status).toBe(401);
    expect((await login(account.phone, account.password)).status).toBe(200);
    expect(answer.body.data).toMatchObject({ phone: account.phone, pendingPhone: wanted });
  });

  it('blocks nobody’s registration with an address that is only asked for', async () => {
    const account = await signUp(http);
    const email = newEmail();
    const phone = newPhone();
    expect((await update(account.accessToken, { email, phone })).status).toBe(200);

    const owner = await http.post('/client/account/register', registration({ email, phone }));

    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
  });

  it('sends a 6-digit code to the new e-mail; entered, the e-mail is the account’s', async () => {
    const oldEmail = newEmail();
    const account = await signUp(http, { email: oldEmail });
    const wanted = newEmail();
    await update(account.accessToken, { email: wanted });
    const code = await latestCode(http, wanted);
    expect(code).toMatch(/^\d{6}$/);

    const confirmed = await confirm(account.accessToken, 'email', code);

    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ email: wanted, pendingEmail: null });
    expect((await login(wanted, account.password)).status).toBe(200);
    expect((await login(oldEmail, account.password)).status).toBe(401);
    const profile = await http.get('/client/account/profile', { token: account.accessToken });
    expect(profile.body.data).toMatchObject({ email: wanted, pendingEmail: null });
    // The code is used up.
    expect((await confirm(account.accessToken, 'email', code)).status).toBe(400);
  });

  it('sends a code to the new phone; entered, the phone is the account’s', async () => {
    const account = await signUp(http);
    const wanted = newPhone();
    await update(account.accessToken, { phone: wanted });

    const confirmed = await confirm(account.accessToken, 'phone', await latestCode(http, wanted));

    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ phone: wanted, pendingPhone: null });
    expect((await login(wanted, account.password)).status).toBe(200);
    expect((await login(account.phone, account.password)).status).toBe(401);
  });

  it('tells the old address of the change, in the language the customer uses', async () => {
    const oldEmail = newEmail();
    const account = await signUp(http, { email: oldEmail });
    // Reading the profile in Khmer makes Khmer the customer's language.
    await http.get('/client/account/profile', {
      token: account.accessToken,
      headers: { 'accept-language': 'km-KH' },
    });
    const wantedPhone = newPhone();
    const wantedEmail = newEmail();
    await update(account.accessToken, { phone: wantedPhone, email: wantedEmail });
    expect(await outbox(account.phone)).toHaveLength(1); // only the sign-up code so far

    await confirm(account.accessToken, 'phone', await latestCode(http, wantedPhone));
    await confirm(account.accessToken, 'email', await latestCode(http, wantedEmail));

    const [toOldPhone] = await outbox(account.phone);
    const [toOldEmail] = await outbox(oldEmail);
    const opening = (template: string) => template.slice(0, template.indexOf('{{'));
    expect(opening(km.accountPhoneChangedMessage)).not.toBe('');
    expect(toOldPhone?.purpose).toBe('CONTACT_CHANGED');
    expect(toOldPhone?.code).toBeNull();
    expect(toOldPhone?.text.startsWith(opening(km.accountPhoneChangedMessage))).toBe(true);
    expect(toOldPhone?.text).toContain(wantedPhone.slice(-3));
    expect(toOldPhone?.text).not.toContain(wantedPhone);
    expect(toOldEmail?.purpose).toBe('CONTACT_CHANGED');
    expect(toOldEmail?.text.startsWith(opening(km.accountEmailChangedMessage))).toBe(true);
    expect(toOldEmail?.text).not.toContain(wantedEmail);
  });

  it('refuses a wrong code and leaves the account as it was', async () => {
    const account = await signUp(http);
    const wanted = newPhone();
    await update(account.accessToken, { phone: wanted });

    const refused = await confirm(account.accessToken, 'phone', wrong(await latestCode(http, wanted)));

    expect(refused.status).toBe(400);
    expect(envelopeOf(refused).message).toBe('invalidOtpCode');
    expect((await login(wanted, account.password)).status).toBe(401);
    const profile = await http.get('/client/account/profile', { token: account.accessToken });
    expect(profile.body.data).toMatchObject({ phone: account.phone, pendingPhone: wanted });
  });

  it('answers 409/5101 when someone took the address before the code was entered', async () => {
    const account = await signUp(http);
    const email = newEmail();
    await update(account.accessToken, { email });
    const code = await latestCode(http, email);
    await signUp(http, { email });

    const late = await confirm(account.accessToken, 'email', code);

    expect(late.status).toBe(409);
    expect(envelopeOf(late)).toMatchObject({ code: ErrorCode.phoneOrEmailInUse });
    const profile = await http.get('/client/account/profile', { token: account.accessToken });
    expect(profile.body.data).toMatchObject({ email: null, pendingEmail: null });
  });

  it('still refuses at once an address another account has', async () => {
    const account = await signUp(http);
    const other = await signUp(http, { email: newEmail() });
    const taken = await update(account.accessToken, { phone: other.phone });
    expect(taken.status).toBe(409);
    expect(envelopeOf(taken).code).toBe(ErrorCode.phoneOrEmailInUse);
    expect(await outbox(other.phone)).toHaveLength(1); // its own sign-up code, nothing more
  });

  it('refuses a code when no change is waiting', async () => {
    const account = await signUp(http);
    const answer = await confirm(account.accessToken, 'email', '123456');
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer).message).toBe('accountNoContactChangePending');
  });

  it('sends a new code after 60 seconds and not before; only the newest code counts', async () => {
    const account = await signUp(http);
    const wanted = newEmail();
    await update(account.accessToken, { email: wanted });
    const first = await latestCode(http, wanted);
    const resend = () =>
      http.post('/client/account/resend-contact-change', { type: 'email' }, { token: account.accessToken });

    const early = await resend();
    expect(early.status).toBe(429);
    expect(envelopeOf(early).code).toBe(ErrorCode.tooManyRequests);

    clock.advance(seconds(61));
    const again = await resend();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ sentTo: wanted, resendAfterSeconds: 60 });
    expect(await outbox(wanted)).toHaveLength(2);
    const second = await latestCode(http, wanted);
    if (second !== first) expect((await confirm(account.accessToken, 'email', first)).status).toBe(400);
    expect((await confirm(account.accessToken, 'email', second)).status).toBe(200);
  });

  it('lets the customer take the request back; the code then changes nothing', async () => {
    const account = await signUp(http);
    const wanted = newEmail();
    await update(account.accessToken, { email: wanted });
    const code = await latestCode(http, wanted);

    const cancelled = await http.post(
      '/client/account/cancel-contact-change',
      { type: 'email' },
      { token: account.accessToken },
    );

    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ email: null, pendingEmail: null });
    expect((await confirm(account.accessToken, 'email', code)).status).toBe(400);
    expect((await login(wanted, account.password)).status).toBe(401);
  });

  it('lets a code expire after 5 minutes', async () => {
    const account = await signUp(http);
    const wanted = newPhone();
    await update(account.accessToken, { phone: wanted });
    const code = await latestCode(http, wanted);
    clock.advance(minutes(5));
    const late = await confirm(account.accessToken, 'phone', code);
    expect(late.status).toBe(400);
    expect(envelopeOf(late).message).toBe('otpCodeHasExpired');
  });

  it('saves the rest of the profile as before and asks nothing for an unchanged address', async () => {
    const email = newEmail();
    const account = await signUp(http, { email });
    const answer = await update(account.accessToken, {
      firstName: 'Rithy',
      email: email.toUpperCase(),
      phone: account.phone,
    });
    expect(answer.body.data).toMatchObject({
      firstName: 'Rithy',
      email,
      pendingEmail: null,
      pendingPhone: null,
    });
    expect(await outbox(email)).toEqual([]);
  });
});
