import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createTestClock, minutes } from '../../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { uploadPng } from '../../../../test/images';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { createAcademyVacancyService } from './service';

const clock = createTestClock(new Date('2025-03-03T02:00:00.000Z'));

describe('vacancies and job applications', () => {
  let api: StartedApi;
  let http: Http;
  let seeker: SignedIn;
  let noCv: SignedIn;
  beforeAll(async () => {
    api = await startApi({ clock });
    http = createHttp(api.baseUrl);
    seeker = await signUp(http);
    noCv = await signUp(http);
    const photo = await uploadPng(api.baseUrl, http, seeker.accessToken, 'me.png');
    const cv = await http.post(
      '/client/candidate',
      {
        photoUrl: photo,
        firstName: 'Vichea',
        lastName: 'Lim',
        gender: 'Male',
        birthday: '1999-01-01',
        phone: '012888777',
        position: 'Barista',
        educations: [],
        experiences: [],
        skills: ['Espresso'],
        expectedSalaryMin: 20000,
        expectedSalaryMax: 30000,
      },
      { token: seeker.accessToken },
    );
    expect(cv.status, JSON.stringify(cv.body)).toBe(200);
  });
  afterAll(() => api?.close());

  it('lists open vacancies to guests, newest first, with salary in cents', async () => {
    const answer = await http.get('/client/vacancy');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((v: { companyName: string }) => v.companyName)).toEqual([
      'Kampot Roastery',
      'Riverside Hotel',
      'Brown Leaf Café',
    ]);
    expect(answer.body.data[2]).toMatchObject({
      salaryMin: 25000,
      salaryMax: 35000,
      myApplicationStatus: null,
    });
  });

  it('takes one application per vacancy with the CV, visible to its owner with its history', async () => {
    expect((await http.post('/client/apply-job', { vacancyId: 1 })).status).toBe(401);
    const withoutCv = await http.post('/client/apply-job', { vacancyId: 1 }, { token: noCv.accessToken });
    expect(envelopeOf(withoutCv).message).toBe('academyCreateYourCvFirst');
    const unknown = await http.post('/client/apply-job', { vacancyId: 999 }, { token: seeker.accessToken });
    expect(envelopeOf(unknown)).toMatchObject({ statusCode: 404, message: 'academyVacancyIsClosed' });

    const applied = await http.post(
      '/client/apply-job',
      { vacancyId: 1, coverNote: 'I can start next week.' },
      { token: seeker.accessToken },
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toMatchObject({
      vacancy: { id: 1, companyName: 'Brown Leaf Café' },
      status: 'Submitted',
      coverNote: 'I can start next week.',
      history: [{ status: 'Submitted' }],
    });
    const twice = await http.post('/client/apply-job', { vacancyId: 1 }, { token: seeker.accessToken });
    expect(envelopeOf(twice)).toMatchObject({
      statusCode: 409,
      message: 'academyYouAlreadyAppliedToThisVacancy',
    });

    const listed = await http.get('/client/vacancy', { token: seeker.accessToken });
    expect(listed.body.data.find((v: { id: number }) => v.id === 1).myApplicationStatus).toBe('Submitted');
    expect((await http.get('/client/apply-job', { token: seeker.accessToken })).body.data).toHaveLength(1);
    expect((await http.get('/client/apply-job', { token: noCv.accessToken })).body.data).toEqual([]);
    const foreign = await http.put(`/client/apply-job/${applied.body.data.id}/withdraw`, undefined, {
      token: noCv.accessToken,
    });
    expect(foreign.status).toBe(404);
  });

  it('moves applications by the transition table; the candidate withdraws only open ones', async () => {
    const applied = await http.post('/client/apply-job', { vacancyId: 2 }, { token: seeker.accessToken });
    const desk = createAcademyVacancyService({ db: api.db, clock });
    clock.advance(minutes(1));
    await desk.moveApplication(applied.body.data.id, 'Reviewing');
    await expect(desk.moveApplication(applied.body.data.id, 'Hired')).rejects.toMatchObject({
      statusCode: 409,
    });
    await desk.moveApplication(applied.body.data.id, 'Interview', 'Monday 9 AM');
    const withdrawn = await http.put(`/client/apply-job/${applied.body.data.id}/withdraw`, undefined, {
      token: seeker.accessToken,
    });
    expect(withdrawn.body.data.history.map((h: { status: string }) => h.status)).toEqual([
      'Submitted',
      'Reviewing',
      'Interview',
      'Withdrawn',
    ]);
    const again = await http.put(`/client/apply-job/${applied.body.data.id}/withdraw`, undefined, {
      token: seeker.accessToken,
    });
    expect(envelopeOf(again)).toMatchObject({
      statusCode: 409,
      message: 'academyApplicationCannotBeWithdrawn',
    });
  });

  it('refuses an application once the CV has expired', async () => {
    clock.advance(32 * 24 * 60 * minutes(1));
    const login = await http.post('/client/auth/login', { user: seeker.phone, password: seeker.password });
    const answer = await http.post(
      '/client/apply-job',
      { vacancyId: 3 },
      { token: login.body.data.access_token },
    );
    expect(envelopeOf(answer).message).toBe('academyRenewYourCvFirst');
  });
});
