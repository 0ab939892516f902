import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('barista pool', () => {
  let api: StartedApi;
  let http: Http;
  let customer: SignedIn;
  let partner: SignedIn;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
    customer = await signUp(http);
    partner = await signUp(http, { firstName: 'Brown Leaf' });
    await api.db.updateTable('users').set({ customer_group_id: 143 }).where('id', '=', partner.id).execute();
  });
  afterAll(() => api?.close());

  const barista = {
    name: 'Kosal Meas',
    skills: ['Espresso', 'Espresso', 'Latte art'],
    experienceYears: 2,
    availability: 'partTime',
    availableFrom: '2025-06-01',
  };

  it("lists the academy's graduates to everyone and filters by availability", async () => {
    const all = await http.get('/client/barista-pool');
    expect(all.body.meta.total).toBe(3);
    expect(all.body.data[0]).toMatchObject({ postedBy: 'academy', own: false });
    const weekends = await http.get('/client/barista-pool?availability=weekends');
    expect(weekends.body.data.map((b: { name: string }) => b.name)).toEqual(['Chenda Sok']);
    const one = await http.get(`/client/barista-pool/${all.body.data[0].id}`);
    expect(one.body.data.name).toBe(all.body.data[0].name);
    expect((await http.get('/client/barista-pool/99999')).status).toBe(404);
  });

  it('lets a business partner post its own staff, and refuses others with 403 / 4430', async () => {
    const refused = await http.post('/client/barista-pool', barista, { token: customer.accessToken });
    expect(envelopeOf(refused)).toMatchObject({ statusCode: 403, code: ErrorCode.permissionDenied });
    const invalid = await http.post(
      '/client/barista-pool',
      { ...barista, skills: [] },
      {
        token: partner.accessToken,
      },
    );
    expect(envelopeOf(invalid).message).toBe('academySkillsAreRequired');
    const created = await http.post('/client/barista-pool', barista, { token: partner.accessToken });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Kosal Meas',
      skills: ['Espresso', 'Latte art'],
      own: true,
      postedBy: 'Brown Leaf',
    });
    const seenByOthers = await http.get(`/client/barista-pool/${created.body.data.id}`, {
      token: customer.accessToken,
    });
    expect(seenByOthers.body.data.own).toBe(false);
  });
});
