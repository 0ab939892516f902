import { describe, expect, it } from '@jest/globals';
import { allSettingsOn } from '@portal/shared';
import { serviceAccess } from './service-access';

const base = { settings: allSettingsOn, setting: 'enableServiceCheckUpRequest' as const, loggedIn: true };

describe('serviceAccess', () => {
  it('hides a page whose own switch or the services switch is off', () => {
    expect(
      serviceAccess({
        ...base,
        settings: { ...allSettingsOn, enableServiceCheckUpRequest: 'off' },
        customerGroupId: 143,
      }),
    ).toBe('hidden');
    expect(
      serviceAccess({ ...base, settings: { ...allSettingsOn, enableServices: 'off' }, customerGroupId: 143 }),
    ).toBe('hidden');
    expect(serviceAccess({ ...base, settings: {}, customerGroupId: 143, businessPartnerOnly: true })).toBe(
      'allowed',
    );
  });

  it('tells a general customer (group 142) that only BP accounts are allowed, and lets other groups in', () => {
    expect(serviceAccess({ ...base, businessPartnerOnly: true, customerGroupId: 142 })).toBe(
      'notBusinessPartner',
    );
    expect(serviceAccess({ ...base, businessPartnerOnly: true, customerGroupId: 143 })).toBe('allowed');
    expect(serviceAccess({ ...base, businessPartnerOnly: true, customerGroupId: 144 })).toBe('allowed');
    expect(serviceAccess({ ...base, businessPartnerOnly: true, customerGroupId: undefined })).toBe('loading');
  });

  it('asks a guest to sign in for business-partner and personal pages, and lets a guest watch tutorials', () => {
    const guest = { ...base, loggedIn: false, customerGroupId: undefined };
    expect(serviceAccess({ ...guest, businessPartnerOnly: true })).toBe('signIn');
    expect(serviceAccess({ ...guest, setting: 'enableServiceHistory', signInRequired: true })).toBe('signIn');
    expect(serviceAccess({ ...guest, setting: 'enableServiceTutorial' })).toBe('allowed');
  });
});
