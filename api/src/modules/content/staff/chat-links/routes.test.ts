import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { signUp } from '../../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import { adminToken, staffCalls, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';
import { seedDemoChatLinks } from '../../../../db/seed/settings';
import { demoAdmin } from '../../../../db/seed/staff';

describe('the Telegram and Messenger chat links beside the support phones', () => {
  let api: StartedApi;
  let http: Http;
  let admin: ReturnType<typeof staffCalls>;
  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = staffCalls(http, await adminToken(http));
  });
  afterAll(() => api?.close());

  const shopperSees = async () => (await http.get('/client/chat-links')).body.data;

  it('outside production the demo shop starts with both', async () => {
    expect(await shopperSees()).toEqual({ telegram: 'coffeeportal_kh', messenger: 'coffeeportal.kh' });
  });

  it('keeps only the name of what staff paste (a link or @name), and shoppers get it at once', async () => {
    const changed = await admin.put('/settings/chat-links', {
      telegram: ' https://t.me/CafeHelp_kh ',
      messenger: 'https://m.me/cafe.help.kh/',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ telegram: 'CafeHelp_kh', messenger: 'cafe.help.kh' });
    expect(await shopperSees()).toEqual({ telegram: 'CafeHelp_kh', messenger: 'cafe.help.kh' });

    await admin.put('/settings/chat-links', { telegram: '@coffee_kh', messenger: 'coffeeportal.kh' });
    expect((await shopperSees()).telegram).toBe('coffee_kh');
  });

  it('a cleared link is null for shoppers and stays cleared when the demo seed runs again', async () => {
    await admin.put('/settings/chat-links', { telegram: '', messenger: 'coffeeportal.kh' });
    expect(await shopperSees()).toEqual({ telegram: null, messenger: 'coffeeportal.kh' });

    await seedDemoChatLinks(api.db);

    expect((await shopperSees()).telegram).toBeNull();
    expect((await admin.get('/settings/chat-links')).body.data.telegram).toBeNull();
  });

  it('writes each change to the audit log, before and after', async () => {
    await admin.put('/settings/chat-links', { telegram: 'coffeeportal_kh', messenger: 'coffeeportal.kh' });
    await admin.put('/settings/chat-links', { telegram: 'coffeeportal_kh', messenger: null });

    const log = await admin.get('/audit-log?limit=1');
    expect(log.body.data[0]).toMatchObject({
      action: 'setting.change',
      entity: 'setting',
      entityId: 'chatLinks',
      staffName: `${demoAdmin.first_name} ${demoAdmin.last_name}`,
      before: { telegram: 'coffeeportal_kh', messenger: 'coffeeportal.kh' },
      after: { telegram: 'coffeeportal_kh', messenger: null },
    });
  });

  it('refuses a name Telegram or Messenger would not take, with the field’s message', async () => {
    const telegram = await admin.put('/settings/chat-links', { telegram: 'no spaces', messenger: null });
    expect(telegram.status).toBe(400);
    expect(envelopeOf(telegram)).toMatchObject({
      code: ErrorCode.validation,
      message: 'adminTelegramChatIsInvalid',
    });
    const messenger = await admin.put('/settings/chat-links', { telegram: null, messenger: 'ab' });
    expect(envelopeOf(messenger)).toMatchObject({ message: 'adminMessengerChatIsInvalid' });
    expect((await admin.put('/settings/chat-links', { telegram: 'coffeeportal_kh' })).status).toBe(400);
  });

  it('is for staff with the settings area only', async () => {
    const customer = await signUp(http);
    const put = { telegram: 'hijacked_chat', messenger: null };
    expect(
      (await http.put('/admin-api/settings/chat-links', put, { token: customer.accessToken })).status,
    ).toBe(403);
    const sales = await staffMember(http, await adminToken(http), 'sales');
    expect((await http.put('/admin-api/settings/chat-links', put, { token: sales.accessToken })).status).toBe(
      403,
    );
    expect((await shopperSees()).telegram).not.toBe('hijacked_chat');
  });
});
