import { isBusinessPartnerGroup, isSettingOn, type SettingKey, type Settings } from '@portal/shared/contract';

export type PageAccess = 'hidden' | 'signIn' | 'loading' | 'businessPartnerOnly' | 'error' | 'open';

export type AccessRule = {
  /** Every switch the page hangs on (the section's and its own); one 'off' hides the page. */
  settings: readonly SettingKey[];
  signedIn?: boolean;
  businessPartnerOnly?: boolean;
};

type AccessState = {
  settings: Settings;
  loggedIn: boolean;
  /** The caller's customer group once the profile arrived. */
  customerGroupId: number | undefined;
  profileFailed: boolean;
};

/** What a visitor may see of an academy page: a hidden setting first, then sign-in, then the business-partner rule. */
export const pageAccess = (rule: AccessRule, state: AccessState): PageAccess => {
  if (rule.settings.some((key) => !isSettingOn(state.settings, key))) return 'hidden';
  if (!rule.signedIn && !rule.businessPartnerOnly) return 'open';
  if (!state.loggedIn) return 'signIn';
  if (!rule.businessPartnerOnly) return 'open';
  if (state.customerGroupId === undefined) return state.profileFailed ? 'error' : 'loading';
  return isBusinessPartnerGroup(state.customerGroupId) ? 'open' : 'businessPartnerOnly';
};

export const academySettings = {
  baristaRequest: ['enableAcademy', 'enableAcademyBaristaRequest'],
  baristaHistory: ['enableAcademy', 'enableAcademyBaristaRequest', 'enableAcademyBaristaHistory'],
  trainingCourse: ['enableAcademy', 'enableAcademyTrainingCourse'],
  trainingHistory: ['enableAcademy', 'enableAcademyTrainingCourse', 'enableAcademyTrainingHistory'],
  videoTutorial: ['enableAcademy', 'enableAcademyVideoTutorial'],
  baristaPool: ['enableAcademy'],
  candidatePool: ['enableAcademy', 'enableAcademyCandidatePool'],
  vacancy: ['enableAcademy', 'enableAcademyVacancyAnnouncement'],
} as const satisfies Record<string, readonly SettingKey[]>;
