import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../../test/support/expect';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import { adminToken, staffCalls } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe('pop-up banners in the back office', () => {
  let api: StartedApi;
  let http: Http;
  let admin: ReturnType<typeof staffCalls>;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = staffCalls(http, await adminToken(http));
  });
  afterAll(() => api?.close());

  const bannerBody = (webRedirectLink: unknown) => ({
    title: 'Cold brew week',
    webImage: 'uploads/banner/cold-brew.jpg',
    webRedirectLink,
    showAfterSecond: 3,
    hideAfterSecond: 0,
    isActive: true,
  });
  const count = async () => (await api.db.selectFrom('popup_banners').select('id').execute()).length;

  it.each(['/promotion/list', 'https://coffee.example/cold-brew', null])(
    'takes the link %j and shows it to customers as it was given',
    async (link) => {
      const created = await admin.post('/popup-banners', bannerBody(link));
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.data.webRedirectLink).toBe(link);
    },
  );

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'http://coffee.example/cold-brew',
    '//evil.example/cold-brew',
    'vbscript:msgbox(1)',
  ])(
    'refuses the link %j with adminContentLinkInvalid, on create and edit, and writes nothing',
    async (link) => {
      const before = await count();
      const created = await admin.post('/popup-banners', bannerBody(link));
      expect(created.status).toBe(400);
      expect(envelopeOf(created).message).toBe('adminContentLinkInvalid');
      expect(await count()).toBe(before);

      const { id } = (await admin.post('/popup-banners', bannerBody('/showroom'))).body.data;
      const edited = await admin.put(`/popup-banners/${id}`, bannerBody(link));
      expect(edited.status).toBe(400);
      expect(envelopeOf(edited).message).toBe('adminContentLinkInvalid');
      const stored = await api.db
        .selectFrom('popup_banners')
        .select('web_redirect_link')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.web_redirect_link).toBe('/showroom');
    },
  );
});
