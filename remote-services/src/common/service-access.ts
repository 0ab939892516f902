import { generalCustomerGroupId, isSettingOn, type SettingKey, type Settings } from '@portal/shared/contract';

export type ServiceAccess = 'hidden' | 'signIn' | 'loading' | 'notBusinessPartner' | 'allowed';

export type ServiceAccessInput = {
  settings: Settings;
  /** The page's own switch; the whole section also needs enableServices. */
  setting: SettingKey;
  /** Business partners only (service packages, check-up requests). */
  businessPartnerOnly?: boolean;
  /** The page shows a signed-in user's own data (service history). */
  signInRequired?: boolean;
  loggedIn: boolean;
  /** Undefined while the profile loads. */
  customerGroupId: number | undefined;
};

/** What a services page shows: itself, or why not. */
export const serviceAccess = ({
  settings,
  setting,
  businessPartnerOnly = false,
  signInRequired = false,
  loggedIn,
  customerGroupId,
}: ServiceAccessInput): ServiceAccess => {
  if (!isSettingOn(settings, 'enableServices') || !isSettingOn(settings, setting)) return 'hidden';
  if (!businessPartnerOnly && !signInRequired) return 'allowed';
  if (!loggedIn) return 'signIn';
  if (!businessPartnerOnly) return 'allowed';
  if (customerGroupId === undefined) return 'loading';
  return customerGroupId === generalCustomerGroupId ? 'notBusinessPartner' : 'allowed';
};
