import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../../test/support/expect';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import { adminToken, staffCalls, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe('home banners in the back office', () => {
  let api: StartedApi;
  let http: Http;
  let catalogue: ReturnType<typeof staffCalls>;
  let catalogueUserId: number;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    const admin = await adminToken(http);
    const member = await staffMember(http, admin, 'catalogue');
    catalogueUserId = member.id;
    catalogue = staffCalls(http, member.accessToken);
  });
  afterAll(() => api?.close());

  let serial = 0;
  const bannerBody = (overrides: Record<string, unknown> = {}) => ({
    title: `Cold brew week ${++serial}`,
    titleKm: 'សប្តាហ៍កាហ្វេត្រជាក់',
    image: 'uploads/banner/cold-brew.jpg',
    link: '/promotion/list',
    startDate: null,
    endDate: null,
    isActive: true,
    ...overrides,
  });
  const homeSlides = async (language = 'en') =>
    (await http.get('/client/advertisement/banner', { headers: { 'accept-language': language } })).body
      .data as {
      id: number;
      title: string;
      link: string | null;
    }[];

  it('adds a banner the shop shows at once, last in the slider, in English and Khmer', async () => {
    const before = await homeSlides();
    const created = await catalogue.post('/home-banners', bannerBody({ title: 'Cold brew week' }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      title: 'Cold brew week',
      titleKm: 'សប្តាហ៍កាហ្វេត្រជាក់',
      link: '/promotion/list',
      isActive: true,
      startDate: null,
      endDate: null,
    });
    const after = await homeSlides();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      id: created.body.data.id,
      title: 'Cold brew week',
      link: '/promotion/list',
    });
    expect((await homeSlides('km')).at(-1)?.title).toBe('សប្តាហ៍កាហ្វេត្រជាក់');

    const log = await api.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'homeBanner.create')
      .where('entity_id', '=', String(created.body.data.id))
      .executeTakeFirstOrThrow();
    expect(log.staff_user_id).toBe(catalogueUserId);
  });

  it('hides and shows a banner, edits it, and the shop follows each change on the next read', async () => {
    const { id } = (await catalogue.post('/home-banners', bannerBody())).body.data;
    expect((await homeSlides()).map((slide) => slide.id)).toContain(id);

    expect((await catalogue.post(`/home-banners/${id}/hide`)).body.data.isActive).toBe(false);
    expect((await homeSlides()).map((slide) => slide.id)).not.toContain(id);
    expect((await catalogue.post(`/home-banners/${id}/show`)).status).toBe(200);
    expect((await homeSlides()).map((slide) => slide.id)).toContain(id);

    const edited = await catalogue.put(`/home-banners/${id}`, bannerBody({ title: 'Iced latte days' }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await homeSlides()).find((slide) => slide.id === id)?.title).toBe('Iced latte days');

    const actions = await api.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'homeBanner')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'homeBanner.create',
      'homeBanner.hide',
      'homeBanner.show',
      'homeBanner.update',
    ]);
  });

  it('runs a banner only between its first and last Phnom Penh day', async () => {
    const future = await catalogue.post(
      '/home-banners',
      bannerBody({ startDate: '2999-01-01', endDate: '2999-01-31' }),
    );
    expect(future.status, JSON.stringify(future.body)).toBe(200);
    expect(future.body.data).toMatchObject({ startDate: '2999-01-01', endDate: '2999-01-31' });
    expect((await homeSlides()).map((slide) => slide.id)).not.toContain(future.body.data.id);
  });

  it('orders the slides as staff put them, and refuses an order that leaves a slide out', async () => {
    const listed = (await catalogue.get('/home-banners')).body.data as { id: number }[];
    const reversed = listed.map((banner) => banner.id).reverse();
    const ordered = await catalogue.put('/home-banners-order', { ids: reversed });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(ordered.body.data.map((banner: { id: number }) => banner.id)).toEqual(reversed);
    const shown = (await homeSlides()).map((slide) => slide.id);
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));

    const partial = await catalogue.put('/home-banners-order', { ids: reversed.slice(1) });
    expect(partial.status).toBe(400);
    expect(envelopeOf(partial).message).toBe('adminContentOrderInvalid');
  });

  it.each([
    [{ title: '' }, 'adminContentBannerTitleIsRequired'],
    [{ image: '' }, 'adminContentImageIsRequired'],
    [{ link: 'javascript:alert(1)' }, 'adminContentLinkInvalid'],
    [{ link: 'data:text/html,<script>alert(1)</script>' }, 'adminContentLinkInvalid'],
    [{ link: 'http://coffee.example/promo' }, 'adminContentLinkInvalid'],
    [{ link: '//evil.example/promo' }, 'adminContentLinkInvalid'],
    [{ startDate: '2026-02-30' }, 'adminContentDateInvalid'],
    [{ startDate: '2026-05-10', endDate: '2026-05-01' }, 'adminContentEndBeforeStart'],
  ])('refuses %j with %s and writes nothing', async (overrides, key) => {
    const count = async () => (await api.db.selectFrom('home_banners').select('id').execute()).length;
    const before = await count();
    const answer = await catalogue.post('/home-banners', bannerBody(overrides));
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer).message).toBe(key);
    expect(await count()).toBe(before);
  });

  it('answers 404 for a banner that does not exist', async () => {
    const answer = await catalogue.put('/home-banners/2147483000', bannerBody());
    expect(answer.status).toBe(404);
    expect(envelopeOf(answer).message).toBe('adminContentBannerNotFound');
  });
});
