import { isSettingOn, type SettingKey, type Settings } from '@portal/shared/contract';

export type MenuItem = {
  key: string;
  labelKey: string;
  to?: string;
  /** The setting that hides this item when it is 'off' (spec section 3). */
  permission?: SettingKey;
  children?: MenuItem[];
};

export const sidebarMenu: MenuItem[] = [
  { key: 'home', labelKey: 'home', to: '/', permission: 'Home' },
  {
    key: 'services',
    labelKey: 'services',
    permission: 'enableServices',
    children: [
      {
        key: 'servicePackage',
        labelKey: 'servicePackage',
        to: '/service/service-package',
        permission: 'enableServicePackage',
      },
      {
        key: 'checkupRequest',
        labelKey: 'checkupRequest',
        to: '/service/checkup-request',
        permission: 'enableServiceCheckUpRequest',
      },
      {
        key: 'serviceHistory',
        labelKey: 'serviceHistory',
        to: '/service/service-history',
        permission: 'enableServiceHistory',
      },
      { key: 'tutorial', labelKey: 'tutorial', to: '/service/tutorial', permission: 'enableServiceTutorial' },
    ],
  },
  {
    key: 'academy',
    labelKey: 'academy',
    permission: 'enableAcademy',
    children: [
      {
        key: 'baristaRequest',
        labelKey: 'baristaRequest',
        to: '/academy/barista-request',
        permission: 'enableAcademyBaristaRequest',
      },
      {
        key: 'trainingCourse',
        labelKey: 'trainingCourse',
        to: '/academy/training-course',
        permission: 'enableAcademyTrainingCourse',
      },
      {
        key: 'videoTutorial',
        labelKey: 'videoTutorial',
        to: '/academy/video-tutorial',
        permission: 'enableAcademyVideoTutorial',
      },
      { key: 'baristaPool', labelKey: 'baristaPool', to: '/academy/barista-pool' },
      {
        key: 'candidatePool',
        labelKey: 'candidatePool',
        to: '/academy/candidate-pool',
        permission: 'enableAcademyCandidatePool',
      },
    ],
  },
  { key: 'showroom', labelKey: 'showroom', to: '/showroom', permission: 'Showroom' },
];

/** Drops every item, at any depth, whose setting is 'off', and any group left with nothing to open. */
export function visibleMenu(items: MenuItem[], settings: Settings): MenuItem[] {
  return items.flatMap((item) => {
    if (item.permission && !isSettingOn(settings, item.permission)) return [];
    if (!item.children) return [item];
    const children = visibleMenu(item.children, settings);
    return children.length > 0 || item.to ? [{ ...item, children }] : [];
  });
}
