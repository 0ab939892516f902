import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type LocalServer, sendJson, startLocalServer } from '../../test/local-server';
import { configureApi } from '../api/client';
import { allSettingsOn, settingsAtom } from '../session/settings-atom';
import { portalStore } from '../session/store';
import { getSettings } from './get-settings';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((_request, response) =>
    sendJson(response, 200, { data: { enableAcademy: 'off', Showroom: 'on' }, message: 'ok' }),
  );
  configureApi({ baseURL: `${server.url}/client` });
});
afterAll(() => server.close());

describe('settings', () => {
  it('start all on', () => {
    expect(Object.values(portalStore.get(settingsAtom)).every((value) => value === 'on')).toBe(true);
  });

  it("turn off only what the server turns off, and are kept under 'permissions'", async () => {
    await getSettings();
    expect(portalStore.get(settingsAtom)).toEqual({ ...allSettingsOn, enableAcademy: 'off' });
    expect(JSON.parse(localStorage.getItem('permissions') ?? '{}').enableAcademy).toBe('off');
  });
});
