import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type StartedApi, startApi } from '../../../test/start-api';
import { deliverQueuedMessages, maxDeliveryAttempts, queueMessage } from './queue';
import type { OutgoingMessage } from './sender';

describe('messages queued in a transaction', () => {
  let api: StartedApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.close());

  const message = (to: string): OutgoingMessage => ({
    channel: 'sms',
    to,
    subject: 'Order',
    text: `order for ${to}`,
    purpose: 'ORDER_PLACED',
  });

  it('hands each queued message to its channel’s adapter once, after the commit', async () => {
    await api.db.transaction().execute((trx) => queueMessage(trx, message('0970000001'), new Date()));
    const sent: OutgoingMessage[] = [];
    const adapter = { send: async (outgoing: OutgoingMessage) => void sent.push(outgoing) };
    expect((await deliverQueuedMessages(api.db, { sms: adapter })).handed).toBe(1);
    expect((await deliverQueuedMessages(api.db, { sms: adapter })).handed).toBe(0);
    expect(sent).toEqual([message('0970000001')]);
  });

  it('keeps what a failing adapter did not take for the next round, and never sends one twice', async () => {
    await api.db.transaction().execute(async (trx) => {
      await queueMessage(trx, message('0970000002'), new Date());
      await queueMessage(trx, message('0970000003'), new Date());
    });
    const sent: string[] = [];
    const flaky = {
      send: async (outgoing: OutgoingMessage) => {
        if (outgoing.to === '0970000003' && sent.length < 2) {
          sent.push('failed');
          throw new Error('gateway down');
        }
        sent.push(outgoing.to);
      },
    };
    const first = await deliverQueuedMessages(api.db, { sms: flaky });
    expect(first.handed).toBe(1);
    expect(String(first.refused[0])).toContain('gateway down');
    expect((await deliverQueuedMessages(api.db, { sms: flaky })).handed).toBe(1);
    expect(sent).toEqual(['0970000002', 'failed', '0970000003']);
  });

  it('gives up a message its adapter keeps refusing, and meanwhile delivers those queued after it', async () => {
    await api.db.transaction().execute(async (trx) => {
      await queueMessage(trx, message('0970000005'), new Date());
      await queueMessage(trx, message('0970000006'), new Date());
    });
    const sent: string[] = [];
    const picky = {
      send: async (outgoing: OutgoingMessage) => {
        if (outgoing.to === '0970000005') throw new Error('number refused');
        sent.push(outgoing.to);
      },
    };
    expect((await deliverQueuedMessages(api.db, { sms: picky })).handed).toBe(1);
    expect(sent).toEqual(['0970000006']);
    for (let round = 1; round < maxDeliveryAttempts; round++)
      await deliverQueuedMessages(api.db, { sms: picky });
    const refused = await api.db
      .selectFrom('outbox_messages')
      .select(['pending', 'attempts', 'last_error'])
      .where('recipient', '=', '0970000005')
      .executeTakeFirstOrThrow();
    expect(refused).toEqual({ pending: false, attempts: maxDeliveryAttempts, last_error: 'number refused' });
    expect((await deliverQueuedMessages(api.db, { sms: picky })).refused).toEqual([]);
  });

  it('leaves a channel with no adapter in the outbox', async () => {
    await api.db.transaction().execute((trx) => queueMessage(trx, message('0970000004'), new Date()));
    expect((await deliverQueuedMessages(api.db, {})).handed).toBe(0);
    const row = await api.db
      .selectFrom('outbox_messages')
      .select(['pending', 'body'])
      .where('recipient', '=', '0970000004')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pending: false, body: 'order for 0970000004' });
  });
});
