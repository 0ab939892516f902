import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createTestClock, days, minutes } from '../../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { uploadPng } from '../../../../test/images';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { addMonths } from './service';

// 2025-03-03 09:00 in Phnom Penh.
const clock = createTestClock(new Date('2025-03-03T02:00:00.000Z'));

describe('candidate pool and CVs', () => {
  let api: StartedApi;
  let http: Http;
  let seeker: SignedIn;
  let other: SignedIn;
  let partner: SignedIn;
  let photo: string;
  beforeAll(async () => {
    api = await startApi({ clock });
    http = createHttp(api.baseUrl);
    seeker = await signUp(http);
    other = await signUp(http);
    partner = await signUp(http);
    await api.db.updateTable('users').set({ customer_group_id: 144 }).where('id', '=', partner.id).execute();
    photo = await uploadPng(api.baseUrl, http, seeker.accessToken, 'me.png');
  });
  afterAll(() => api?.close());

  const cv = (overrides: Record<string, unknown> = {}) => ({
    photoUrl: photo,
    firstName: 'Sreymom',
    lastName: 'Chea',
    gender: 'Female',
    birthday: '2000-05-20',
    phone: '011 222 333',
    position: 'Barista',
    educations: [
      { school: 'Royal University of Phnom Penh', degree: 'BA English', startYear: 2018, endYear: 2022 },
    ],
    experiences: [{ company: 'Brown Leaf', position: 'Barista', startYear: 2022, endYear: null }],
    skills: ['Espresso', 'Latte art'],
    expectedSalaryMin: 25000,
    expectedSalaryMax: 35000,
    ...overrides,
  });
  const post = (body: unknown, user = seeker) =>
    http.post('/client/candidate', body, { token: user.accessToken });
  const messageOf = async (body: unknown) => envelopeOf(await post(body)).message;

  it('applies the rules of spec section 5 with their message keys', async () => {
    expect(await messageOf(cv({ birthday: '2025-03-03' }))).toBe('academyBirthdayMustBeBeforeToday');
    expect(await messageOf(cv({ birthday: '2030-01-01' }))).toBe('academyBirthdayMustBeBeforeToday');
    expect(await messageOf(cv({ birthday: '2001-02-30' }))).toBe('academyInvalidDate');
    expect(await messageOf(cv({ educations: [{ school: 'RUPP', startYear: 2022, endYear: 2022 }] }))).toBe(
      'academyStartYearMustBeBeforeEndYear',
    );
    expect(
      await messageOf(cv({ experiences: [{ company: 'A', position: 'B', startYear: 2026, endYear: null }] })),
    ).toBe('academyStartYearCannotBeAfterThisYear');
    expect(await messageOf(cv({ educations: [{ school: 'RUPP', startYear: 2023, endYear: 2026 }] }))).toBe(
      'academyEndYearCannotBeAfterThisYear',
    );
    expect(await messageOf(cv({ expectedSalaryMax: 25000 }))).toBe('academyMaxSalaryMustBeAboveMin');
    expect(await messageOf(cv({ expectedSalaryMax: 20000 }))).toBe('academyMaxSalaryMustBeAboveMin');
    expect(await messageOf(cv({ skills: [] }))).toBe('academySkillsAreRequired');
    expect(await messageOf(cv({ phone: '12' }))).toBe('invalidPhoneNumber');
    expect(await messageOf(cv({ photoUrl: '' }))).toBe('academyPhotoIsRequired');
    // The first failing field wins: the photo comes before the salary.
    expect(await messageOf(cv({ photoUrl: '', expectedSalaryMax: 1 }))).toBe('academyPhotoIsRequired');
    // Someone else's upload is not this candidate's photo.
    const theirs = await uploadPng(api.baseUrl, http, other.accessToken, 'x.png');
    expect(await messageOf(cv({ photoUrl: theirs }))).toBe('academyPhotoIsRequired');
  });

  it('creates one CV per job seeker, valid for a month, and hides it from general customers', async () => {
    expect((await http.get('/client/candidate/me', { token: seeker.accessToken })).body.data).toBeNull();
    const created = await post(cv());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      firstName: 'Sreymom',
      phone: '011222333',
      age: 24,
      expired: false,
      renewedAt: '2025-03-03T02:00:00.000Z',
      expiresAt: '2025-04-03T02:00:00.000Z',
      experiences: [{ company: 'Brown Leaf', endYear: null, description: null }],
    });
    expect(created.body.data.photoUrl).toContain(photo);
    expect(envelopeOf(await post(cv())).statusCode).toBe(409);

    const refused = await http.get('/client/candidate', { token: other.accessToken });
    expect(envelopeOf(refused)).toMatchObject({ statusCode: 403, code: ErrorCode.permissionDenied });
    const detailRefused = await http.get(`/client/candidate/${created.body.data.id}`, {
      token: seeker.accessToken,
    });
    expect(envelopeOf(detailRefused).code).toBe(ErrorCode.permissionDenied);

    const pool = await http.get('/client/candidate?q=latte', { token: partner.accessToken });
    expect(pool.body.data.map((c: { id: number }) => c.id)).toEqual([created.body.data.id]);
    const none = await http.get('/client/candidate?q=plumber', { token: partner.accessToken });
    expect(none.body.data).toEqual([]);
    const detail = await http.get(`/client/candidate/${created.body.data.id}`, {
      token: partner.accessToken,
    });
    expect(detail.body.data.educations[0].school).toBe('Royal University of Phnom Penh');
  });

  it('drops an expired CV from the pool until the candidate renews it', async () => {
    const mine = (await http.get('/client/candidate/me', { token: seeker.accessToken })).body.data;
    clock.set(new Date(new Date(mine.expiresAt).getTime() + minutes(1)));
    // Tokens last 30 minutes: sign in again at the new time.
    const seekerLogin = await http.post('/client/auth/login', {
      user: seeker.phone,
      password: seeker.password,
    });
    const partnerLogin = await http.post('/client/auth/login', {
      user: partner.phone,
      password: partner.password,
    });
    const seekerToken = seekerLogin.body.data.access_token;
    const partnerToken = partnerLogin.body.data.access_token;

    const expired = await http.get('/client/candidate/me', { token: seekerToken });
    expect(expired.body.data.expired).toBe(true);
    expect((await http.get('/client/candidate', { token: partnerToken })).body.data).toEqual([]);
    expect((await http.get(`/client/candidate/${mine.id}`, { token: partnerToken })).status).toBe(404);

    const renewed = await http.put('/client/candidate/me/renew', undefined, { token: seekerToken });
    expect(renewed.body.data.expired).toBe(false);
    expect(renewed.body.data.expiresAt).toBe(addMonths(clock.now(), 1).toISOString());
    const back = await http.get('/client/candidate', { token: partnerToken });
    expect(back.body.data.map((c: { id: number }) => c.id)).toEqual([mine.id]);

    clock.advance(days(10));
    const again = await http.post('/client/auth/login', { user: seeker.phone, password: seeker.password });
    const edited = await http.put('/client/candidate/me', cv({ position: 'Head barista' }), {
      token: again.body.data.access_token,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      position: 'Head barista',
      renewedAt: clock.now().toISOString(),
    });
  });

  it('counts a month to the same day, or the last day of a shorter month', () => {
    expect(addMonths(new Date('2025-01-31T05:00:00Z'), 1).toISOString()).toBe('2025-02-28T05:00:00.000Z');
    expect(addMonths(new Date('2025-12-15T05:00:00Z'), 1).toISOString()).toBe('2026-01-15T05:00:00.000Z');
  });
});
