import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { latestCode, registration, signUp } from '../../../../test/accounts';
import { createTestClock, minutes } from '../../../../test/clock';
import { type FakeProviders, startFakeProviders } from '../../../../test/fake-providers';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { loadConfig } from '../../../platform/config';
import { createSocialVerifiers } from '../../../platform/social';

describe('social sign-in', () => {
  const clock = createTestClock();
  let providers: FakeProviders;
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    providers = await startFakeProviders();
    api = await startApi({ clock, env: providers.env });
    http = createHttp(api.baseUrl);
  });
  afterAll(async () => {
    await api?.close();
    await providers?.close();
  });

  const now = () => clock.now().getTime();
  const google = (claims: Record<string, unknown>, options: Record<string, unknown> = {}) =>
    providers.googleToken(claims, { now: now(), ...options });
  const signIn = (path: string, body: Record<string, unknown>) =>
    http.post(`/client/auth/login/${path}`, body);

  it('answers an unknown Google user with data.user to prefill registration, then signs the registered user in', async () => {
    const token = await google({
      sub: 'google-sub-1',
      email: 'sophea@gmail.com',
      email_verified: true,
      given_name: 'Sophea',
      family_name: 'Lim',
      picture: 'https://lh3.googleusercontent.com/a/sophea',
    });

    const first = await signIn('google', { accessToken: token });

    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      user: {
        firstName: 'Sophea',
        lastName: 'Lim',
        email: 'sophea@gmail.com',
        imageUrl: 'https://lh3.googleusercontent.com/a/sophea',
        provider: 'google',
        providerId: expect.any(String),
      },
    });

    const { user } = first.body.data;
    const body = registration({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      imageUrl: user.imageUrl,
      provider: 'google',
      providerId: user.providerId,
    });
    expect((await http.post('/client/account/register', body)).status).toBe(200);
    const otp = await latestCode(http, body.phone);
    await http.post('/client/account/verify-account', { phoneOrEmail: body.phone, otp });

    const again = await signIn('social', { accessToken: token, socialType: 'google' });

    expect(again.status).toBe(200);
    const { access_token, refresh_token } = again.body.data.token;
    expect(refresh_token).toBeTruthy();
    const profile = await http.get('/client/account/profile', { token: access_token });
    expect(profile.body.data).toMatchObject({
      firstName: 'Sophea',
      email: 'sophea@gmail.com',
      imageUrl: 'https://lh3.googleusercontent.com/a/sophea',
    });
  });

  it('refuses a token signed by another key, for another app, from another issuer or expired, with code 1110', async () => {
    const claims = { sub: 'google-sub-2', email: 'x@gmail.com', email_verified: true };
    const tokens = [
      await providers.forgedGoogleToken(claims, { now: now() }),
      await google(claims, { audience: 'someone-elses-app' }),
      await google(claims, { issuer: 'https://evil.example.com' }),
      await google(claims, { now: now() - minutes(120), ttlSeconds: 3600 }),
      'not-a-jwt',
    ];
    for (const accessToken of tokens) {
      const answer = await signIn('google', { accessToken });
      expect(answer.status).toBe(400);
      expect(envelopeOf(answer)).toMatchObject({ code: ErrorCode.socialLoginFailed, message: 'loginFailed' });
    }
  });

  it('links a Google account whose verified e-mail the account owner proved with a code, and signs it in', async () => {
    const body = registration({ email: 'vanna@gmail.com' });
    const registered = await http.post('/client/account/register', body);
    await http.post('/client/otp/send', { type: 'VERIFY_ACCOUNT', phoneOrEmail: 'vanna@gmail.com' });
    const otp = await latestCode(http, 'vanna@gmail.com');
    expect(
      (await http.post('/client/account/verify-account', { phoneOrEmail: 'vanna@gmail.com', otp })).status,
    ).toBe(200);
    const token = await google({ sub: 'google-sub-3', email: 'Vanna@gmail.com', email_verified: true });

    const answer = await signIn('google', { accessToken: token });

    expect(answer.status).toBe(200);
    const profile = await http.get('/client/account/profile', { token: answer.body.data.token.access_token });
    expect(profile.body.data.id).toBe(registered.body.data.id);
  });

  it('answers 1118 when the e-mail is in use but cannot be linked safely', async () => {
    // Verified by phone only: the e-mail was typed at registration, never proven.
    await signUp(http, { email: 'bopha@gmail.com' });
    const verifiedByGoogle = await google({
      sub: 'google-sub-4',
      email: 'bopha@gmail.com',
      email_verified: true,
    });
    const unverifiedByGoogle = await google({
      sub: 'google-sub-4',
      email: 'bopha@gmail.com',
      email_verified: false,
    });
    const facebook = providers.facebookToken({ id: 'fb-4', first_name: 'Bopha', email: 'bopha@gmail.com' });

    for (const answer of [
      await signIn('google', { accessToken: verifiedByGoogle }),
      await signIn('google', { accessToken: unverifiedByGoogle }),
      await signIn('facebook', { accessToken: facebook }),
    ]) {
      expect(answer.status).toBe(409);
      expect(envelopeOf(answer)).toMatchObject({
        code: ErrorCode.socialAccountConflict,
        message: 'socialAccountEmailIsAlreadyInUse',
      });
    }
  });

  it('checks a Facebook token with the token-debug endpoint and prefills from the profile', async () => {
    const token = providers.facebookToken({
      id: 'fb-1',
      first_name: 'Rith',
      last_name: 'Chea',
      email: 'rith.chea@fb.com',
    });

    const answer = await signIn('social', { accessToken: token, socialType: 'facebook' });

    expect(answer.body.data.user).toMatchObject({
      firstName: 'Rith',
      lastName: 'Chea',
      email: 'rith.chea@fb.com',
      imageUrl: 'https://graph.example.com/fb-1.jpg',
      provider: 'facebook',
    });
  });

  it('refuses a Facebook token that is invalid or issued to another app, with code 1110', async () => {
    const otherApp = providers.facebookToken({ id: 'fb-2', appId: 'someone-elses-app' });
    for (const accessToken of ['EAABnothing', otherApp]) {
      const answer = await signIn('facebook', { accessToken });
      expect(envelopeOf(answer).code).toBe(ErrorCode.socialLoginFailed);
    }
  });

  it("takes an Apple user's name from the request, as Apple sends it only once", async () => {
    const token = await providers.appleToken(
      { sub: 'apple-sub-1', email: 'abc123@privaterelay.appleid.com', email_verified: 'true' },
      { now: now() },
    );

    const answer = await signIn('apple', { accessToken: token, firstName: 'Sokun', lastName: 'Meas' });

    expect(answer.body.data.user).toMatchObject({
      firstName: 'Sokun',
      lastName: 'Meas',
      email: 'abc123@privaterelay.appleid.com',
      provider: 'apple',
    });
  });

  it('refuses a registration whose providerId was not issued by this API, or belongs to another provider', async () => {
    const token = await google({ sub: 'google-sub-5' });
    const { providerId } = (await signIn('google', { accessToken: token })).body.data.user;

    const madeUp = await http.post(
      '/client/account/register',
      registration({ provider: 'google', providerId: 'google-sub-5' }),
    );
    const swapped = await http.post(
      '/client/account/register',
      registration({ provider: 'apple', providerId }),
    );

    for (const answer of [madeUp, swapped]) {
      expect(answer.status).toBe(400);
      expect(envelopeOf(answer)).toMatchObject({
        code: ErrorCode.socialLoginFailed,
        message: 'invalidSocialAccount',
      });
    }
  });

  it('answers 1112 and sends a code when the linked account is not verified yet', async () => {
    const token = await google({ sub: 'google-sub-6' });
    const { providerId } = (await signIn('google', { accessToken: token })).body.data.user;
    const body = registration({ provider: 'google', providerId });
    await http.post('/client/account/register', body);

    const answer = await signIn('google', { accessToken: token });

    expect(answer.status).toBe(403);
    expect(envelopeOf(answer).code).toBe(ErrorCode.accountNotVerified);
  });

  it('validates the body: token required, known social type', async () => {
    expect(envelopeOf(await signIn('social', { socialType: 'google' })).message).toBe(
      'accessTokenIsRequired',
    );
    expect(envelopeOf(await signIn('social', { accessToken: 'x', socialType: 'myspace' })).message).toBe(
      'invalidSocialType',
    );
  });
});

describe('social verifiers', () => {
  it('are not available for a provider without client ids or app credentials', async () => {
    const verifiers = createSocialVerifiers(loadConfig({}).social, { now: () => new Date() });
    expect([verifiers.google.configured, verifiers.apple.configured, verifiers.facebook.configured]).toEqual([
      false,
      false,
      false,
    ]);
  });
});
