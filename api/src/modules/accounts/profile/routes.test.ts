import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode, generalCustomerGroupId } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { latestCode, newPhone, registration, signUp } from '../../../../test/accounts';
import { createTestClock, days, seconds } from '../../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { uploadPng } from '../../../../test/images';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { anonymiseDeletedAccounts } from '../../../flows/account-deletion';
import { createLocalStorage } from '../../../platform/storage';

describe('/client/account', () => {
  const clock = createTestClock();
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi({ clock, demoAccounts: true });
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  const register = (body: Record<string, unknown>) => http.post('/client/account/register', body);
  const login = (user: string, password: string) => http.post('/client/auth/login', { user, password });

  describe('register', () => {
    it("checks the fields in the spec's order and answers the first failure's key", async () => {
      const steps: [Record<string, unknown>, string][] = [
        [{}, 'firstNameIsRequired'],
        [{ firstName: ' ' }, 'firstNameIsRequired'],
        [{ firstName: 'Dara' }, 'lastNameIsRequired'],
        [{ lastName: 'Sok' }, 'phoneIsRequired'],
        [{ phone: '12 34' }, 'passwordIsRequired'],
        [{ password: 'secret123' }, 'newPasswordAndConfirmPasswordAreNotMatched'],
        [{ confirmPassword: 'secret124' }, 'newPasswordAndConfirmPasswordAreNotMatched'],
        [{ confirmPassword: 'secret123' }, 'genderIsRequired'],
        [{ gender: 'Robot' }, 'invalidGender'],
        [{ gender: 'Male', email: 'dara@mail' }, 'invalidEmailAddress'],
        [{ email: 'dara@example.com' }, 'invalidPhoneNumber'],
        [{ phone: '01234567890' }, 'invalidPhoneNumber'],
      ];
      let body: Record<string, unknown> = {};
      for (const [change, message] of steps) {
        body = { ...body, ...change };
        const answer = await register(body);
        expect(answer.status, message).toBe(400);
        expect(envelopeOf(answer)).toEqual({ statusCode: 400, code: 4000, error: 'Bad Request', message });
      }
      const phone = newPhone();
      const done = await register({ ...body, phone: `${phone.slice(0, 3)} ${phone.slice(3)}` });
      expect(done.status).toBe(200);
      const stored = await api.db
        .selectFrom('users')
        .select(['phone', 'email'])
        .where('id', '=', done.body.data.id)
        .executeTakeFirst();
      expect(stored).toEqual({ phone, email: 'dara@example.com' });
    });

    it("accepts the spec's register body as the shop's clients send it without a social sign-in", async () => {
      const body = registration({ email: '', imageUrl: '', providerId: '', provider: '' });
      const answer = await register(body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const otp = await latestCode(http, body.phone);
      expect(
        (await http.post('/client/account/verify-account', { phoneOrEmail: body.phone, otp })).status,
      ).toBe(200);
      expect((await login(body.phone, body.password)).status).toBe(200);
      expect((await register(registration({ provider: 'myspace', providerId: 'x' }))).body.message).toBe(
        'invalidSocialType',
      );
    });

    it('answers a phone number or e-mail already in use with 409 and code 5101', async () => {
      const first = registration({ email: 'bopha@example.com' });
      expect((await register(first)).status).toBe(200);

      const samePhone = await register(registration({ phone: `+855${first.phone.slice(1)}` }));
      const sameEmail = await register(registration({ email: 'Bopha@Example.com' }));

      for (const answer of [samePhone, sameEmail]) {
        expect(answer.status).toBe(409);
        expect(envelopeOf(answer)).toEqual({
          statusCode: 409,
          code: ErrorCode.phoneOrEmailInUse,
          error: 'Conflict',
          message: 'phoneNumberOrEmailIsAlreadyInUse',
        });
      }
    });

    it('keeps a scrypt hash of the password, never the password', async () => {
      const body = registration({ password: 'Kampot-pepper-7', confirmPassword: 'Kampot-pepper-7' });
      const answer = await register(body);
      const row = await api.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', answer.body.data.id)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(row.password_hash).not.toContain('Kampot');
    });

    it('puts new accounts in the general customer group (142), unverified', async () => {
      const answer = await register(registration());
      const row = await api.db
        .selectFrom('users')
        .select(['customer_group_id', 'verified_at'])
        .where('id', '=', answer.body.data.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ customer_group_id: generalCustomerGroupId, verified_at: null });
    });
  });

  describe('forgot password', () => {
    it('resets the password with a FORGOT_PASSWORD code, then only the new password signs in', async () => {
      const account = await signUp(http);
      clock.advance(seconds(61));
      const sent = await http.post('/client/otp/send', {
        type: 'FORGOT_PASSWORD',
        phoneOrEmail: account.phone,
        hashCode: '',
      });
      expect(sent.status).toBe(200);
      expect(sent.body.message).toBe('ok');
      const otp = await latestCode(http, account.phone);

      const reset = await http.post('/client/account/verify-forgot-password', {
        phoneOrEmail: account.phone,
        otp,
        newPassword: 'brand-new-1',
        confirmPassword: 'brand-new-1',
      });

      expect(reset.status).toBe(200);
      expect((await login(account.phone, account.password)).status).toBe(401);
      expect((await login(account.phone, 'brand-new-1')).status).toBe(200);
      // Sessions opened with the old password are over.
      expect(
        (await http.post('/client/auth/regenerate-token', { refreshToken: account.refreshToken })).status,
      ).toBe(401);
    });

    it('requires the code (optIsRequired), then the new password (newPasswordIsRequired)', async () => {
      const base = { phoneOrEmail: '012345678' };
      const noOtp = await http.post('/client/account/verify-forgot-password', {
        ...base,
        newPassword: 'abcdef',
      });
      const noPassword = await http.post('/client/account/verify-forgot-password', {
        ...base,
        otp: '123456',
      });
      const mismatch = await http.post('/client/account/verify-forgot-password', {
        ...base,
        otp: '123456',
        newPassword: 'abcdef',
        confirmPassword: 'abcdeg',
      });
      expect(envelopeOf(noOtp).message).toBe('optIsRequired');
      expect(envelopeOf(noPassword).message).toBe('newPasswordIsRequired');
      expect(envelopeOf(mismatch).message).toBe('newPasswordAndConfirmPasswordAreNotMatched');
    });

    it('refuses a wrong code', async () => {
      const account = await signUp(http);
      clock.advance(seconds(61));
      await http.post('/client/otp/send', { type: 'FORGOT_PASSWORD', phoneOrEmail: account.phone });
      const otp = await latestCode(http, account.phone);
      const wrong = otp === '000000' ? '000001' : '000000';

      const reset = await http.post('/client/account/verify-forgot-password', {
        phoneOrEmail: account.phone,
        otp: wrong,
        newPassword: 'brand-new-1',
      });

      expect(reset.status).toBe(400);
      expect(envelopeOf(reset).message).toBe('invalidOtpCode');
      expect((await login(account.phone, account.password)).status).toBe(200);
    });
  });

  describe('change password', () => {
    it('changes it with the current password; other sessions end, this one stays', async () => {
      const account = await signUp(http);
      const other = await login(account.phone, account.password);

      const changed = await http.put(
        '/client/account/change-password',
        { currentPassword: account.password, newPassword: 'changed-1', confirmPassword: 'changed-1' },
        { token: account.accessToken },
      );

      expect(changed.status).toBe(200);
      expect((await http.get('/client/account/profile', { token: account.accessToken })).status).toBe(200);
      expect(
        (await http.get('/client/account/profile', { token: other.body.data.access_token })).status,
      ).toBe(401);
      expect((await login(account.phone, 'changed-1')).status).toBe(200);
    });

    it('changes it with a CHANGE_PASSWORD code sent to the account', async () => {
      const account = await signUp(http);
      clock.advance(seconds(61));
      await http.post('/client/otp/send', { type: 'CHANGE_PASSWORD', phoneOrEmail: account.phone });
      const otp = await latestCode(http, account.phone);

      const changed = await http.put(
        '/client/account/change-password',
        { otp, newPassword: 'changed-2', confirmPassword: 'changed-2' },
        { token: account.accessToken },
      );

      expect(changed.status).toBe(200);
      expect((await login(account.phone, 'changed-2')).status).toBe(200);
    });

    it('refuses a wrong current password, a short one, a mismatch, and no proof at all', async () => {
      const account = await signUp(http);
      const change = (body: Record<string, unknown>) =>
        http.put('/client/account/change-password', body, { token: account.accessToken });

      expect(
        envelopeOf(
          await change({ currentPassword: 'nope-nope', newPassword: 'abcdef', confirmPassword: 'abcdef' }),
        ).message,
      ).toBe('currentPasswordIsIncorrect');
      expect(
        envelopeOf(
          await change({ currentPassword: account.password, newPassword: 'abcde', confirmPassword: 'abcde' }),
        ).message,
      ).toBe('passwordMustBeAtLeast6Characters');
      expect(
        envelopeOf(
          await change({
            currentPassword: account.password,
            newPassword: 'abcdef',
            confirmPassword: 'abcdeg',
          }),
        ).message,
      ).toBe('newPasswordAndConfirmPasswordAreNotMatched');
      expect(envelopeOf(await change({ newPassword: 'abcdef', confirmPassword: 'abcdef' })).message).toBe(
        'currentPasswordOrOtpIsRequired',
      );
      expect((await login(account.phone, account.password)).status).toBe(200);
    });
    it('checks at most 5 current passwords, however many arrive at once', async () => {
      const account = await signUp(http);
      const guesses = [...Array.from({ length: 30 }, () => 'wrong-password'), account.password];

      const answers = await Promise.all(
        guesses.map((currentPassword) =>
          http.put(
            '/client/account/change-password',
            { currentPassword, newPassword: 'changed-3', confirmPassword: 'changed-3' },
            { token: account.accessToken },
          ),
        ),
      );

      const checked = answers.filter((answer) => answer.status !== 429);
      expect(checked.length).toBeLessThanOrEqual(5);
      for (const answer of answers.filter((each) => each.status === 429)) {
        expect(envelopeOf(answer).code).toBe(ErrorCode.tooManyRequests);
      }
    });
  });

  describe('profile', () => {
    it('answers the User of spec section 3', async () => {
      const account = await signUp(http, { firstName: 'Kanha', lastName: 'Mao', gender: 'Female' });

      const answer = await http.get('/client/account/profile', { token: account.accessToken });

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        message: 'ok',
        data: {
          id: account.id,
          firstName: 'Kanha',
          lastName: 'Mao',
          gender: 'Female',
          phone: account.phone,
          email: null,
          pendingPhone: null,
          pendingEmail: null,
          imageUrl: null,
          customerGroup: { id: 142, name: 'General customer' },
          reqBpStatus: null,
          credit: { creditLine: null },
          totalPoints: 0,
          newNotification: false,
          defaultAddressProvinceName: null,
          defaultAddressDetail: null,
          totalCartItems: 0,
          deleteRequestedAt: null,
          birthday: null,
        },
      });
    });

    it("names the customer's group in the caller's language", async () => {
      const account = await signUp(http);
      const inKhmer = await http.get('/client/account/profile', {
        token: account.accessToken,
        headers: { 'accept-language': 'km-KH' },
      });
      expect(inKhmer.body.data.customerGroup).toEqual({ id: 142, name: 'អតិថិជនទូទៅ' });
    });

    it('accepts ?candidate=true and refuses a candidate flag that is not a boolean', async () => {
      const account = await signUp(http);
      const candidate = await http.get('/client/account/profile?candidate=true', {
        token: account.accessToken,
      });
      expect(candidate.status).toBe(200);
      expect(candidate.body.data.id).toBe(account.id);
      expect(
        (await http.get('/client/account/profile?candidate=maybe', { token: account.accessToken })).status,
      ).toBe(400);
    });

    it('updates names and gender, keeps a new e-mail pending its code, and refuses one another account uses', async () => {
      const account = await signUp(http);
      await signUp(http, { email: 'taken@example.com' });

      const updated = await http.put(
        '/client/account/profile',
        { firstName: ' Rithy ', lastName: 'Chea', gender: 'Other', email: 'Rithy@Example.com' },
        { token: account.accessToken },
      );
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({
        firstName: 'Rithy',
        lastName: 'Chea',
        gender: 'Other',
        email: null,
        pendingEmail: 'rithy@example.com',
      });

      const conflict = await http.put(
        '/client/account/profile',
        { email: 'taken@example.com' },
        { token: account.accessToken },
      );
      expect(conflict.status).toBe(409);
      expect(envelopeOf(conflict).code).toBe(ErrorCode.phoneOrEmailInUse);
      const blank = await http.put(
        '/client/account/profile',
        { firstName: '' },
        { token: account.accessToken },
      );
      expect(envelopeOf(blank).message).toBe('firstNameIsRequired');
    });

    it('answers the credit line in cents for a business partner, none for a general customer', async () => {
      const partner = await login('098765432', 'partner123');
      const customer = await login('012345678', 'coffee123');

      const partnerInfo = await http.get('/client/account/profile/additional-info', {
        token: partner.body.data.access_token,
      });
      const customerInfo = await http.get('/client/account/profile/additional-info', {
        token: customer.body.data.access_token,
      });
      const partnerProfile = await http.get('/client/account/profile', {
        token: partner.body.data.access_token,
      });

      expect(partnerInfo.body.data).toEqual({
        customerGroup: { id: 143, name: 'Business partner' },
        isBusinessPartner: true,
        creditLine: 250_000,
      });
      expect(customerInfo.body.data).toEqual({
        customerGroup: { id: 142, name: 'General customer' },
        isBusinessPartner: false,
        creditLine: null,
      });
      expect(partnerProfile.body.data.credit).toEqual({ creditLine: 250_000 });
    });
  });

  describe('account deletion', () => {
    it('marks the account and signs it out everywhere', async () => {
      const account = await signUp(http);

      const answer = await http.call('PUT', '/client/account/delete-request', undefined, {
        token: account.accessToken,
        raw: '',
      });

      expect(answer.status).toBe(200);
      const requestedAt = new Date(answer.body.data.deleteRequestedAt);
      expect(requestedAt.toISOString()).toBe(clock.now().toISOString());
      expect(new Date(answer.body.data.permanentAt).getTime() - requestedAt.getTime()).toBe(days(7));
      expect((await http.get('/client/account/profile', { token: account.accessToken })).status).toBe(401);
    });

    it('cancels the request when the owner signs in within 7 days', async () => {
      const account = await signUp(http);
      await http.put('/client/account/delete-request', {}, { token: account.accessToken });
      clock.advance(days(6));

      const again = await login(account.phone, account.password);

      expect(again.status).toBe(200);
      const profile = await http.get('/client/account/profile', { token: again.body.data.access_token });
      expect(profile.body.data.deleteRequestedAt).toBeNull();
      clock.advance(days(2));
      expect(await anonymiseDeletedAccounts(api.db, clock)).not.toContain(account.id);
    });

    it('anonymises the account once 7 days have passed, and not a moment before', async () => {
      const account = await signUp(http, { email: 'leaving@example.com', firstName: 'Leaving' });
      const address = { name: 'Home', addressDetail: 'St. 63', provinceId: 12, districtId: 1201 };
      expect((await http.post('/client/address', address, { token: account.accessToken })).status).toBe(200);
      const picture = await uploadPng(api.baseUrl, http, account.accessToken);
      await http.put('/client/account/profile', { imageUrl: picture }, { token: account.accessToken });
      const pendingPhone = newPhone();
      await http.put('/client/account/profile', { phone: pendingPhone }, { token: account.accessToken });
      await http.put('/client/account/delete-request', {}, { token: account.accessToken });

      const throttleKeys = () =>
        api.db.selectFrom('throttles').select('key').where('key', 'like', `%${account.phone}`).execute();
      expect((await throttleKeys()).length).toBeGreaterThan(0);
      clock.advance(days(7) - seconds(1));
      expect(await anonymiseDeletedAccounts(api.db, clock)).not.toContain(account.id);
      clock.advance(seconds(1));
      const storage = createLocalStorage({ config: api.config, clock });
      expect(await anonymiseDeletedAccounts(api.db, clock, { storage })).toContain(account.id);

      const row = await api.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        first_name: 'Deleted',
        last_name: 'account',
        phone: null,
        email: null,
        password_hash: null,
      });
      expect(row.anonymised_at).not.toBeNull();
      const addresses = await api.db
        .selectFrom('addresses')
        .select('id')
        .where('user_id', '=', account.id)
        .execute();
      expect(addresses).toEqual([]);
      expect(
        await api.db.selectFrom('uploads').select('key').where('user_id', '=', account.id).execute(),
      ).toEqual([]);
      expect(await storage.open(picture)).toBeNull();
      const throttles = await api.db
        .selectFrom('throttles')
        .select('key')
        .where('key', 'like', `%${account.phone}`)
        .execute();
      expect(throttles).toEqual([]);
      expect((await login(account.phone, account.password)).status).toBe(401);
      const outbox = await http.get(`/__dev/outbox?to=${account.phone}`);
      expect(outbox.body.data).toEqual([]);
      // A phone asked for and never confirmed goes too, with the code it was sent.
      expect(
        await api.db
          .selectFrom('contact_changes')
          .select('value')
          .where('user_id', '=', account.id)
          .execute(),
      ).toEqual([]);
      expect((await http.get(`/__dev/outbox?to=${pendingPhone}`)).body.data).toEqual([]);
      // The phone and e-mail are free for a new account.
      expect(
        (await register(registration({ phone: account.phone, email: 'leaving@example.com' }))).status,
      ).toBe(200);
    });

    it('refuses a sign-in once the 7 days are over, even before the job ran', async () => {
      const account = await signUp(http);
      await http.put('/client/account/delete-request', {}, { token: account.accessToken });
      clock.advance(days(8));
      expect((await login(account.phone, account.password)).status).toBe(401);
    });
  });
});
