import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { registration, signUp } from '../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

/** Each hides in an address that reads as dara@example.com (or nearly). */
const lookAlikes = [
  'dara\u200B@example.com', // zero-width space
  'da\u200Cra@example.com', // zero-width non-joiner
  'dara@exam\u200Dple.com', // zero-width joiner
  'dara\u200E@example.com', // left-to-right mark
  'dara@\u202Eexample.com', // right-to-left override
  'd\u2066ara\u2069@example.com', // left-to-right isolate … pop isolate
  'da\uFEFFra@example.com', // zero-width no-break space (byte order mark)
  'da\u00ADra@example.com', // soft hyphen
  'dara\u2060@example.com', // word joiner
];

describe('e-mails are kept in one form, and look-alikes are refused', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  it('refuses an e-mail holding an invisible or direction character at registration', async () => {
    for (const email of lookAlikes) {
      const body = registration({ email });
      const answer = await http.post('/client/account/register', body);
      expect(answer.status, JSON.stringify(email)).toBe(400);
      expect(envelopeOf(answer)).toMatchObject({
        code: ErrorCode.validation,
        message: 'invalidEmailAddress',
      });
      const stored = await api.db.selectFrom('users').select('id').where('phone', '=', body.phone).execute();
      expect(stored).toEqual([]);
    }
  });

  it('keeps a full-width e-mail in its ASCII form: the same address cannot be registered twice, and signs in', async () => {
    const account = await signUp(http, { email: 'ＤＡＲＡ．ＫＨＥＭ＠ｅｘａｍｐｌｅ．ｃｏｍ' });
    const profile = await http.get('/client/account/profile', { token: account.accessToken });
    expect(profile.body.data.email).toBe('dara.khem@example.com');

    const again = await http.post(
      '/client/account/register',
      registration({ email: 'dara.khem@example.com' }),
    );
    expect(again.status).toBe(409);
    expect(envelopeOf(again).code).toBe(ErrorCode.phoneOrEmailInUse);

    for (const user of ['dara.khem@example.com', 'ｄａｒａ．ｋｈｅｍ＠ｅｘａｍｐｌｅ．ｃｏｍ']) {
      const login = await http.post('/client/auth/login', { user, password: account.password });
      expect(login.status, user).toBe(200);
    }
  });

  it('refuses a look-alike e-mail on the profile', async () => {
    const account = await signUp(http);
    for (const email of lookAlikes) {
      const answer = await http.put('/client/account/profile', { email }, { token: account.accessToken });
      expect(answer.status, JSON.stringify(email)).toBe(400);
      expect(envelopeOf(answer).message).toBe('invalidEmailAddress');
    }
    const stored = await api.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', account.id)
      .executeTakeFirst();
    expect(stored?.email).toBeNull();
  });

  it('refuses a look-alike phone or e-mail a code is asked for', async () => {
    for (const phoneOrEmail of lookAlikes) {
      const answer = await http.post('/client/otp/send', { type: 'FORGOT_PASSWORD', phoneOrEmail });
      expect(answer.status, JSON.stringify(phoneOrEmail)).toBe(400);
      expect(envelopeOf(answer).message).toBe('invalidEmailNumberAddress');
    }
    const sent = await api.db.selectFrom('outbox_messages').select('recipient').execute();
    expect(sent.filter((row) => row.recipient.includes('dara'))).toEqual([]);
  });
});
