import { describe, expect, it } from '@jest/globals';
import { http } from 'msw';
import { mockApi, ok } from '../../test/mock-api';
import { allSettingsOn, settingsAtom } from '../session/settings-atom';
import { portalStore } from '../session/store';
import { getSettings } from './get-settings';

mockApi(http.get('/client/*', () => ok({ enableAcademy: 'off', Showroom: 'on' })));

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
