import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { settingKeys } from '@portal/shared/contract';
import { poll } from '../../../../../test/support/poll';
import { untilNotified } from '../../../../test/cache-notification';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('GET /client/settings', () => {
  let api: StartedApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.close());

  const getSettings = async () => {
    const response = await fetch(`${api.baseUrl}/client/settings`);
    expect(response.status).toBe(200);
    return (await response.json()) as { data: Record<string, string>; message: string };
  };

  it("answers the 16 switches, all 'on' after seeding", async () => {
    const body = await getSettings();

    expect(body.message).toBe('ok');
    expect(Object.keys(body.data).sort()).toEqual([...settingKeys].sort());
    expect(new Set(Object.values(body.data))).toEqual(new Set(['on']));
  });

  it("answers 'off' for a switch turned off in the database", async () => {
    await api.db.updateTable('settings').set({ value: 'off' }).where('key', '=', 'enableAcademy').execute();

    await poll(async () => (await getSettings()).data.enableAcademy, untilNotified).toBe('off');
    expect((await getSettings()).data.enableServices).toBe('on');
  });
});
