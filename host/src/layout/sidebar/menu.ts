import type { Category } from '@portal/shared/contract';
import { isSettingOn, type SettingKey, type Settings } from '@portal/shared/contract';

export type MenuItem = {
  key: string;
  labelKey: string;
  /** A label from the server, already in the page's language (a category's name); wins over labelKey. */
  label?: string;
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

/** Spec section 9: category 7 holds the package promotions. */
const PACKAGE_PROMOTION_CATEGORY = 7;

/** Spec section 2: Product has one child per server category, linking to its listing (or package promotions). */
export const productMenu = (categories: Pick<Category, 'id' | 'name'>[]): MenuItem => ({
  key: 'product',
  labelKey: 'product',
  permission: 'Product',
  children: categories.map((category) => ({
    key: `category-${category.id}`,
    labelKey: 'product',
    label: category.name,
    to:
      category.id === PACKAGE_PROMOTION_CATEGORY
        ? `/product/package-promotion/${category.id}`
        : `/product/category/${category.id}`,
  })),
});

/** The whole sidebar menu: Home, Product with the server's categories, Services, Academy, Showroom. */
export const fullMenu = (categories: Pick<Category, 'id' | 'name'>[]): MenuItem[] => [
  ...sidebarMenu.slice(0, 1),
  productMenu(categories),
  ...sidebarMenu.slice(1),
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
