import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { signUp } from '../../../../test/accounts';
import { createTestClock, minutes } from '../../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

const list = '/client/popup-banner?limit=100&offset=0&isWeb=1';

describe('popup banners', () => {
  const clock = createTestClock();
  let api: StartedApi;
  let http: Http;
  let partnerToken: string;
  let customerToken: string;
  beforeAll(async () => {
    api = await startApi({ clock, demoAccounts: true, env: { ACCESS_TOKEN_TTL_SECONDS: '600' } });
    http = createHttp(api.baseUrl);
    partnerToken = (await http.post('/client/auth/login', { user: '098765432', password: 'partner123' })).body
      .data.access_token;
    customerToken = (await signUp(http)).accessToken;
  });
  afterAll(() => api?.close());

  it('lists the banners for everyone to a guest, with when to show and hide them', async () => {
    const answer = await http.get(list);

    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ limit: 100, offset: 0, total: 2 });
    expect(answer.body.data[1]).toEqual({
      id: 2,
      title: 'Espresso machine + 10 kg of house blend: one package price',
      webImageUrl: expect.stringMatching(/^\/client\/upload\/files\/seed\/.+\/webdrawn\.png$/),
      appImageUrl: expect.stringMatching(/\/appdrawn\.png$/),
      webRedirectLink: '/product/package-promotion/7',
      showAfterSecond: 5,
      hideAfterSecond: 30,
    });
    expect((await fetch(new URL(answer.body.data[1].webImageUrl, api.baseUrl))).status).toBe(200);
  });

  it("adds a business partner's own banners when the token says who is asking", async () => {
    const partner = await http.get(list, { token: partnerToken });
    const customer = await http.get(list, { token: customerToken });
    expect(partner.body.data.map((banner: { id: number }) => banner.id)).toEqual([1, 2, 3]);
    expect(customer.body.data.map((banner: { id: number }) => banner.id)).toEqual([1, 2]);
  });

  it('answers a bad token on the optional-token list as 4411 and an expired one as 4410', async () => {
    expect(envelopeOf(await http.get(list, { token: 'garbage' })).code).toBe(ErrorCode.invalidToken);
    const shortLived = await signUp(http);
    clock.advance(minutes(11));
    const expired = await http.get(list, { token: shortLived.accessToken });
    expect(expired.status).toBe(401);
    expect(envelopeOf(expired).code).toBe(ErrorCode.accessTokenExpired);
  });

  it('leaves out banners that have not started or have ended', async () => {
    await api.db
      .updateTable('popup_banners')
      .set({ ends_at: new Date(clock.now().getTime() - 1000) })
      .where('id', '=', 1)
      .execute();
    await api.db
      .updateTable('popup_banners')
      .set({ starts_at: new Date(clock.now().getTime() + minutes(5)) })
      .where('id', '=', 2)
      .execute();
    expect((await http.get(list)).body.data).toEqual([]);
    clock.advance(minutes(5));
    expect((await http.get(list)).body.data.map((banner: { id: number }) => banner.id)).toEqual([2]);
    await api.db.updateTable('popup_banners').set({ ends_at: null, starts_at: null }).execute();
  });

  it('answers one banner by id to a signed-in user who may see it', async () => {
    const token = (await signUp(http)).accessToken;
    const partnerFresh = (
      await http.post('/client/auth/login', { user: '098765432', password: 'partner123' })
    ).body.data.access_token;

    expect((await http.get('/client/popup-banner/2', { token })).body.data.id).toBe(2);
    expect((await http.get('/client/popup-banner/3', { token })).status).toBe(404);
    expect((await http.get('/client/popup-banner/3', { token: partnerFresh })).body.data.id).toBe(3);
    expect((await http.get('/client/popup-banner/2')).status).toBe(401);
  });

  it('lists app banners with isWeb=0', async () => {
    await api.db.updateTable('popup_banners').set({ web_image: null }).where('id', '=', 1).execute();
    expect(
      (await http.get('/client/popup-banner?limit=100&offset=0&isWeb=1')).body.data.map(
        (b: { id: number }) => b.id,
      ),
    ).toEqual([2]);
    expect(
      (await http.get('/client/popup-banner?limit=100&offset=0&isWeb=0')).body.data.map(
        (b: { id: number }) => b.id,
      ),
    ).toEqual([1, 2]);
  });
});
