import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { latestCode, newPhone, registration } from '../../../../test/accounts';
import { createTestClock, minutes, seconds } from '../../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('POST /client/otp/send and the codes it sends', () => {
  const clock = createTestClock();
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi({ clock });
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  /** An unverified account, its registration code already sent; the clock moved past the resend wait. */
  const unverified = async (overrides: Record<string, unknown> = {}) => {
    const body = registration(overrides);
    expect((await http.post('/client/account/register', body)).status).toBe(200);
    clock.advance(seconds(61));
    return body;
  };
  const send = (phoneOrEmail: string, type = 'VERIFY_ACCOUNT') =>
    http.post('/client/otp/send', { type, phoneOrEmail, hashCode: '' });
  const verify = (phoneOrEmail: string, otp: string) =>
    http.post('/client/account/verify-account', { phoneOrEmail, otp });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a 6-digit code, valid 5 minutes, and stores only its hash', async () => {
    const body = await unverified();
    const sent = await send(body.phone);

    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      data: { sentTo: body.phone, resendAfterSeconds: 60, expiresInSeconds: 300 },
      message: 'ok',
    });
    const code = await latestCode(http, body.phone);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await api.db.selectFrom('otp_codes').select('code_hash').execute();
    expect(rows.some((row) => row.code_hash.includes(code))).toBe(false);
  });

  it('refuses a resend before 60 seconds with 429 and the seconds remaining', async () => {
    const body = await unverified();
    expect((await send(body.phone)).status).toBe(200);
    clock.advance(seconds(20));

    const early = await send(body.phone);

    expect(early.status).toBe(429);
    expect(envelopeOf(early)).toEqual({
      statusCode: 429,
      code: ErrorCode.tooManyRequests,
      error: 'Too Many Requests',
      message: 'Please wait 40 seconds before asking for a new code.',
    });
    expect(early.headers.get('retry-after')).toBe('40');
    clock.advance(seconds(40));
    expect((await send(body.phone)).status).toBe(200);
  });

  it('locks a code after 5 wrong tries, even against the right code, until a new one is sent', async () => {
    const body = await unverified();
    await send(body.phone);
    const code = await latestCode(http, body.phone);

    for (let i = 0; i < 4; i++)
      expect(envelopeOf(await verify(body.phone, wrongCode(code))).message).toBe('invalidOtpCode');
    expect(envelopeOf(await verify(body.phone, wrongCode(code))).message).toBe(
      'otpCodeIsLockedRequestANewOne',
    );
    const right = await verify(body.phone, code);
    expect(right.status).toBe(400);
    expect(envelopeOf(right).message).toBe('otpCodeIsLockedRequestANewOne');

    clock.advance(seconds(61));
    await send(body.phone);
    expect((await verify(body.phone, await latestCode(http, body.phone))).status).toBe(200);
  });

  it('checks at most 5 tries of a code, however many arrive at once', async () => {
    const body = await unverified();
    await send(body.phone);
    const code = await latestCode(http, body.phone);
    const guesses = [...Array.from({ length: 100 }, () => wrongCode(code)), code];

    const answers = await Promise.all(guesses.map((otp) => verify(body.phone, otp)));

    // Every try is counted before its code is compared: the count says how many codes were checked.
    const tries = await api.db
      .selectFrom('otp_codes')
      .select('wrong_tries')
      .where('target', '=', body.phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(tries.wrong_tries).toBeLessThanOrEqual(5);
    expect(answers.every((answer) => answer.status === 400 || answer.status === 200)).toBe(true);
  });

  it('refuses a code older than 5 minutes', async () => {
    const body = await unverified();
    await send(body.phone);
    const code = await latestCode(http, body.phone);
    clock.advance(minutes(5));

    const late = await verify(body.phone, code);

    expect(late.status).toBe(400);
    expect(envelopeOf(late).message).toBe('otpCodeHasExpired');
  });

  it('accepts only the newest code, and a code only once', async () => {
    const body = await unverified();
    await send(body.phone);
    const older = await latestCode(http, body.phone);
    clock.advance(seconds(61));
    await send(body.phone);
    const newer = await latestCode(http, body.phone);

    if (older !== newer) expect(envelopeOf(await verify(body.phone, older)).message).toBe('invalidOtpCode');
    expect((await verify(body.phone, newer)).status).toBe(200);
    expect(envelopeOf(await verify(body.phone, newer)).message).toBe('invalidOtpCode');
  });

  it('does not let a code of one type serve another', async () => {
    const body = await unverified();
    await send(body.phone, 'FORGOT_PASSWORD');
    const code = await latestCode(http, body.phone);

    expect(envelopeOf(await verify(body.phone, code)).message).toBe('invalidOtpCode');
  });

  it('sends to an e-mail by e-mail and to a phone by text message, with the app hash when given', async () => {
    const body = await unverified({ email: 'sreymom@example.com' });
    await http.post('/client/otp/send', { type: 'VERIFY_ACCOUNT', phoneOrEmail: 'SreyMom@example.com' });
    await http.post('/client/otp/send', {
      type: 'VERIFY_ACCOUNT',
      phoneOrEmail: body.phone,
      hashCode: 'FA+9qCX9VSu',
    });

    const byMail = (await http.get('/__dev/outbox?to=sreymom@example.com')).body.data[0];
    const bySms = (await http.get(`/__dev/outbox?to=${body.phone}`)).body.data[0];
    expect(byMail).toMatchObject({
      channel: 'email',
      to: 'sreymom@example.com',
      subject: 'Verify your Coffee Portal account',
    });
    expect(bySms.channel).toBe('sms');
    expect(bySms.text).toMatch(/^<#> \d{6} is your Coffee Portal code/);
    expect(bySms.text.endsWith('\nFA+9qCX9VSu')).toBe(true);
    expect((await verify('sreymom@example.com', byMail.code)).status).toBe(200);
  });

  it('answers an unknown phone exactly like a known one, and sends nothing', async () => {
    const phone = newPhone();
    const answer = await send(phone, 'FORGOT_PASSWORD');

    expect(answer.status).toBe(200);
    expect(answer.body.data.sentTo).toBe(phone);
    expect((await http.get(`/__dev/outbox?to=${phone}`)).body.data).toEqual([]);
    expect((await send(phone, 'FORGOT_PASSWORD')).status).toBe(429);
  });

  it('refuses a target that is neither an e-mail nor a phone number', async () => {
    const answer = await send('not a phone');
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer).message).toBe('invalidEmailNumberAddress');
    expect(
      envelopeOf(await http.post('/client/otp/send', { type: 'SOMETHING', phoneOrEmail: '012345678' }))
        .message,
    ).toBe('invalidOtpType');
  });

  it('pauses a target after 5 codes in an hour, longer the next time', async () => {
    const body = await unverified();
    // The registration sent the first of the five.
    for (let i = 0; i < 4; i++) {
      expect((await send(body.phone)).status).toBe(200);
      clock.advance(seconds(61));
    }
    const paused = await send(body.phone);
    expect(paused.status).toBe(429);
    const firstPause = Number(paused.headers.get('retry-after'));
    // 15 minutes from the fifth code, sent 61 seconds ago.
    expect(firstPause).toBe(15 * 60 - 61);

    clock.advance(seconds(firstPause));
    for (let i = 0; i < 5; i++) {
      expect((await send(body.phone)).status).toBe(200);
      clock.advance(seconds(61));
    }
    const secondPause = Number((await send(body.phone)).headers.get('retry-after'));
    expect(secondPause).toBe(30 * 60 - 61);
  });
});
