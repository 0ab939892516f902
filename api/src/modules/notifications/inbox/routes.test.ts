import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createTestClock, minutes } from '../../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('notifications', () => {
  const clock = createTestClock();
  let api: StartedApi;
  let http: Http;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    api = await startApi({ clock });
    http = createHttp(api.baseUrl);
    alice = await signUp(http);
    bob = await signUp(http);
  });
  afterAll(() => api?.close());

  const notify = async (userId: number | null, title: string) => {
    clock.advance(minutes(1));
    const row = await api.db
      .insertInto('notifications')
      .values({
        user_id: userId,
        type: 'transaction',
        title,
        body: `${title}.`,
        image: null,
        ref_id: null,
        seed_key: null,
        created_at: clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('lists the notifications for everyone and the caller, newest first, with meta', async () => {
    const mine = await notify(alice.id, 'Your order was delivered');

    const answer = await http.get('/client/notification?limit=10&offset=0', { token: alice.accessToken });

    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ limit: 10, offset: 0, total: 4 });
    expect(answer.body.data[0]).toEqual({
      id: mine,
      type: 'transaction',
      title: 'Your order was delivered',
      body: 'Your order was delivered.',
      imageUrl: null,
      refId: null,
      personal: true,
      isRead: false,
      createdAt: clock.now().toISOString(),
    });
    expect(answer.body.data.map((n: { title: string }) => n.title)).toContain('Pchum Ben opening hours');
    const page = await http.get('/client/notification?limit=2&offset=2', { token: alice.accessToken });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta).toEqual({ limit: 2, offset: 2, total: 4 });
  });

  it('lists only the caller’s own in the personal list', async () => {
    const answer = await http.get('/client/notification-personal?limit=10&offset=0', {
      token: alice.accessToken,
    });
    expect(answer.body.data.every((n: { personal: boolean }) => n.personal)).toBe(true);
    expect(answer.body.meta.total).toBe(answer.body.data.length);
  });

  it('marks a notification read', async () => {
    const id = await notify(alice.id, 'Points added');

    const marked = await http.put(`/client/notification/${id}/read`, undefined, { token: alice.accessToken });

    expect(marked.status).toBe(200);
    expect(marked.body.data.isRead).toBe(true);
    expect(
      (await http.get(`/client/notification/${id}`, { token: alice.accessToken })).body.data.isRead,
    ).toBe(true);
  });

  it('keeps read marks of notifications for everyone per user', async () => {
    const id = await notify(null, 'New showroom opening hours');
    await http.put(`/client/notification/${id}/read`, {}, { token: alice.accessToken });
    expect(
      (await http.get(`/client/notification/${id}`, { token: alice.accessToken })).body.data.isRead,
    ).toBe(true);
    expect((await http.get(`/client/notification/${id}`, { token: bob.accessToken })).body.data.isRead).toBe(
      false,
    );
  });

  it("never shows user B user A's notifications", async () => {
    const id = await notify(alice.id, 'Your credit line changed');

    const read = await http.get(`/client/notification/${id}`, { token: bob.accessToken });
    const mark = await http.put(`/client/notification/${id}/read`, undefined, { token: bob.accessToken });
    const bobsList = await http.get('/client/notification?limit=200&offset=0', { token: bob.accessToken });

    expect(read.status).toBe(404);
    expect(envelopeOf(read).message).toBe('resourceNotFound');
    expect(mark.status).toBe(404);
    expect(bobsList.body.data.map((n: { id: number }) => n.id)).not.toContain(id);
    const marks = await api.db
      .selectFrom('notification_reads')
      .select('user_id')
      .where('notification_id', '=', id)
      .execute();
    expect(marks).toEqual([]);
  });

  it('raises newNotification when something arrives, and clears it when the user looks', async () => {
    const carol = await signUp(http);
    const profile = async () =>
      (await http.get('/client/account/profile', { token: carol.accessToken })).body.data;
    expect((await profile()).newNotification).toBe(false);

    await notify(carol.id, 'Your order is on its way');
    expect((await profile()).newNotification).toBe(true);

    const cleared = await http.put(
      '/client/account/profile',
      { newNotification: false },
      { token: carol.accessToken },
    );
    expect(cleared.body.data.newNotification).toBe(false);
    await notify(null, 'Holiday delivery schedule');
    expect((await profile()).newNotification).toBe(true);
  });

  it('needs a token', async () => {
    expect((await http.get('/client/notification')).status).toBe(401);
  });
});
