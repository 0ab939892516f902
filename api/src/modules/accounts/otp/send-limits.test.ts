import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { newPhone, registration } from '../../../../test/accounts';
import { createTestClock, days, minutes, seconds } from '../../../../test/clock';
import { type Answer, createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startAnotherProcess, startApi } from '../../../../test/start-api';

// Low limits, so each rule shows in a few calls; the client address comes from X-Forwarded-For (TRUST_PROXY).
const limits = {
  TRUST_PROXY: 'loopback',
  OTP_PER_ADDRESS_PER_HOUR: '3',
  OTP_PER_ADDRESS_PER_DAY: '5',
  OTP_PER_RECIPIENT_PER_DAY: '4',
};

let lastAddress = 0;
/** A client address no earlier case of this file used. */
const newAddress = () => `203.0.113.${++lastAddress}`;
const from = (address: string, language?: string) => ({
  headers: { 'x-forwarded-for': address, ...(language ? { 'accept-language': language } : {}) },
});

const expectTooManyCodes = (answer: Answer) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(envelopeOf(answer)).toMatchObject({ statusCode: 429, code: ErrorCode.tooManyRequests });
  expect(envelopeOf(answer).message).toMatch(
    /^Too many codes were asked for\. Please try again in \d+ minutes\.$/,
  );
  return Number(answer.headers.get('retry-after'));
};

describe('limits on the codes one client address and one phone or e-mail are sent', () => {
  const clock = createTestClock();
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi({ clock, env: limits });
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  const register = (address: string, body = registration()) =>
    http.post('/client/account/register', body, from(address));
  const send = (address: string, phoneOrEmail: string, type = 'VERIFY_ACCOUNT') =>
    http.post('/client/otp/send', { type, phoneOrEmail }, from(address));
  const outboxOf = async (to: string) => (await http.get(`/__dev/outbox?to=${to}`)).body.data as unknown[];

  it('refuses a fourth registration from one address within the hour, sends it nothing and keeps no account', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) {
      const body = registration();
      expect((await register(address, body)).status).toBe(200);
      expect(await outboxOf(body.phone)).toHaveLength(1);
    }

    const pumped = registration();
    const refused = await register(address, pumped);

    expect(expectTooManyCodes(refused)).toBe(60 * 60);
    expect(envelopeOf(refused).message).toBe(
      'Too many codes were asked for. Please try again in 60 minutes.',
    );
    expect(await outboxOf(pumped.phone)).toEqual([]);
    const account = await api.db.selectFrom('users').select('id').where('phone', '=', pumped.phone).execute();
    expect(account).toEqual([]);
    // Another address is not held back by this one.
    expect((await register(newAddress(), pumped)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, so stepping through its addresses does not escape the limit', async () => {
    const statuses: number[] = [];
    for (const address of [
      '2001:db8:64:7::1',
      '2001:db8:64:7::2',
      '2001:db8:64:7:a:b:c:d',
      '2001:db8:64:7::ffff',
    ]) {
      statuses.push((await register(address)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await register('2001:db8:64:8::1')).status).toBe(200);
  });

  it('says the wait in Khmer to a Khmer client', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) await register(address);

    const refused = await http.post('/client/account/register', registration(), from(address, 'km-KH'));

    expect(refused.status).toBe(429);
    expect(envelopeOf(refused).message).toContain('60');
    expect(envelopeOf(refused).message).toMatch(/[\u1780-\u17FF]/);
  });

  it('counts registration, code requests and forgot password of one address together, and forgets them after the hour', async () => {
    const address = newAddress();
    const body = registration();
    expect((await register(address, body)).status).toBe(200);
    clock.advance(seconds(61));
    expect((await send(address, body.phone)).status).toBe(200);
    // A phone without an account is counted like any other, so the limit tells nobody which phones have one.
    expect((await send(address, newPhone(), 'FORGOT_PASSWORD')).status).toBe(200);

    const wait = expectTooManyCodes(await send(address, 'nobody@example.com', 'FORGOT_PASSWORD'));

    clock.advance(seconds(wait));
    expect((await send(address, 'nobody@example.com', 'FORGOT_PASSWORD')).status).toBe(200);
  });

  it('caps one address at 5 codes a day, however they are spread over the hours', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) expect((await send(address, newPhone(), 'FORGOT_PASSWORD')).status).toBe(200);
    clock.advance(seconds(expectTooManyCodes(await send(address, newPhone(), 'FORGOT_PASSWORD'))));
    for (let i = 0; i < 2; i++) expect((await send(address, newPhone(), 'FORGOT_PASSWORD')).status).toBe(200);

    const dayWait = expectTooManyCodes(await send(address, newPhone(), 'FORGOT_PASSWORD'));
    expect(dayWait).toBeGreaterThan(60 * 60);
    clock.advance(minutes(61));
    expectTooManyCodes(await send(address, newPhone(), 'FORGOT_PASSWORD'));

    clock.advance(days(1));
    expect((await send(address, newPhone(), 'FORGOT_PASSWORD')).status).toBe(200);
  });

  it('caps one phone at 4 codes a day, whichever addresses ask for them', async () => {
    const body = registration();
    expect((await register(newAddress(), body)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      clock.advance(seconds(61));
      expect((await send(newAddress(), body.phone)).status).toBe(200);
    }
    clock.advance(seconds(61));

    const fifth = await send(newAddress(), body.phone);

    expect(expectTooManyCodes(fifth)).toBeGreaterThan(60 * 60);
    expect(await outboxOf(body.phone)).toHaveLength(4);
    clock.advance(minutes(90));
    expectTooManyCodes(await send(newAddress(), body.phone));
    clock.advance(days(1));
    expect((await send(newAddress(), body.phone)).status).toBe(200);
  });
});

describe('the per-address code limit across API processes', () => {
  let api: StartedApi;
  beforeAll(async () => {
    api = await startApi({ env: limits });
  });
  afterAll(() => api?.close());

  it('lets no more than the limit through when one address registers many phones at the same moment', async () => {
    const http = createHttp(api.baseUrl);
    const address = newAddress();
    const bodies = Array.from({ length: 12 }, () => registration());

    const answers = await Promise.all(
      bodies.map((body) => http.post('/client/account/register', body, from(address))),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    for (const answer of answers.filter((each) => each.status !== 200)) expectTooManyCodes(answer);
    const sent = await api.db
      .selectFrom('outbox_messages')
      .select('recipient')
      .where(
        'recipient',
        'in',
        bodies.map((body) => body.phone),
      )
      .execute();
    expect(sent).toHaveLength(3);
  });

  it('counts the codes of one address together whichever API process answers', async () => {
    const other = await startAnotherProcess(api);
    try {
      const processes = [createHttp(api.baseUrl), createHttp(other.baseUrl)];
      const address = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const answer = await (processes[i % 2] as Http).post(
          '/client/account/register',
          registration(),
          from(address),
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await other.close();
    }
  });
});
