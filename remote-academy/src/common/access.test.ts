import { describe, expect, it } from '@jest/globals';
import { allSettingsOn } from '@portal/shared';
import { academySettings, pageAccess } from './access';

const signedInAs = (customerGroupId: number | undefined) => ({
  settings: allSettingsOn,
  loggedIn: true,
  customerGroupId,
  profileFailed: false,
});

describe('academy page access', () => {
  it('hides a page when its own switch or the academy switch is off', () => {
    const rule = { settings: academySettings.trainingHistory };
    expect(pageAccess(rule, { ...signedInAs(143), settings: { enableAcademyTrainingHistory: 'off' } })).toBe(
      'hidden',
    );
    expect(pageAccess(rule, { ...signedInAs(143), settings: { enableAcademy: 'off' } })).toBe('hidden');
    expect(pageAccess(rule, { ...signedInAs(143), settings: { enableAcademyTrainingHistory: 'on' } })).toBe(
      'open',
    );
  });

  it('asks a guest to sign in on a signed-in page', () => {
    const rule = { settings: academySettings.trainingCourse, signedIn: true };
    expect(pageAccess(rule, { ...signedInAs(undefined), loggedIn: false })).toBe('signIn');
    expect(
      pageAccess({ settings: academySettings.videoTutorial }, { ...signedInAs(undefined), loggedIn: false }),
    ).toBe('open');
  });

  it('lets business partners (any group but 142) into business-partner pages, and tells others so', () => {
    const rule = { settings: academySettings.baristaRequest, businessPartnerOnly: true };
    expect(pageAccess(rule, signedInAs(142))).toBe('businessPartnerOnly');
    expect(pageAccess(rule, signedInAs(143))).toBe('open');
    expect(pageAccess(rule, signedInAs(144))).toBe('open');
    expect(pageAccess(rule, signedInAs(undefined))).toBe('loading');
    expect(pageAccess(rule, { ...signedInAs(undefined), profileFailed: true })).toBe('error');
  });
});
