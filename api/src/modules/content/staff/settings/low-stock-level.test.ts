import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../../test/support/expect';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import { createProduct } from '../../../../../test/shop-fixtures';
import { adminToken, staffCalls, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe("the shop's default low-stock level in settings", () => {
  let api: StartedApi;
  let http: Http;
  let admin: ReturnType<typeof staffCalls>;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = staffCalls(http, await adminToken(http));
  });
  afterAll(() => api?.close());

  const lowVariantIds = async () =>
    ((await admin.get('/stock/low?limit=200')).body.data as { variantId: number }[]).map(
      (row) => row.variantId,
    );

  it('is read and changed by an administrator, audit-logged, and the low-stock list follows it', async () => {
    const read = await admin.get('/settings/low-stock-level');
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toEqual({ level: 5 });

    const variant = (await createProduct(api.db, { stock: 7 })).variantIds[0] as number;
    expect(await lowVariantIds()).not.toContain(variant);

    const changed = await admin.put('/settings/low-stock-level', { level: 7 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toEqual({ level: 7 });
    expect((await admin.get('/settings/low-stock-level')).body.data).toEqual({ level: 7 });
    expect(await lowVariantIds()).toContain(variant);

    const log = await admin.get('/audit-log?limit=1');
    expect(log.body.data[0]).toMatchObject({
      action: 'setting.change',
      entity: 'setting',
      entityId: 'lowStockLevel',
      before: { value: '5' },
      after: { value: '7' },
    });

    await admin.put('/settings/low-stock-level', { level: 5 });
    expect(await lowVariantIds()).not.toContain(variant);
  });

  it('refuses a level that is not a whole number from 0 to a million, and changes nothing', async () => {
    for (const level of [-1, 2.5, '8', null, 1_000_001]) {
      const refused = await admin.put('/settings/low-stock-level', { level });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(envelopeOf(refused).message).toBe('adminLowStockLevelInvalid');
    }
    expect((await admin.get('/settings/low-stock-level')).body.data).toEqual({ level: 5 });
  });

  it('is for staff with the settings area only', async () => {
    const catalogue = staffCalls(
      http,
      (await staffMember(http, await adminToken(http), 'catalogue')).accessToken,
    );
    expect((await catalogue.get('/settings/low-stock-level')).status).toBe(403);
    expect((await catalogue.put('/settings/low-stock-level', { level: 9 })).status).toBe(403);
    expect((await admin.get('/settings/low-stock-level')).body.data).toEqual({ level: 5 });
  });
});
