import type { StaffArea } from '@portal/shared/contract';

export type AdminMenuItem = { path: string; labelKey: string; area: StaffArea };

/** The back office's pages; a later area adds one line here and one route in routes.tsx. */
export const adminMenu: AdminMenuItem[] = [
  { path: '/admin', labelKey: 'adminDashboard', area: 'dashboard' },
  { path: '/admin/orders', labelKey: 'adminOrders', area: 'orders' },
  { path: '/admin/quotations', labelKey: 'adminContentQuotations', area: 'orders' },
  { path: '/admin/service-tickets', labelKey: 'adminServiceTickets', area: 'serviceTickets' },
  { path: '/admin/academy', labelKey: 'adminAcademy', area: 'academy' },
  { path: '/admin/business-partners', labelKey: 'adminBpRequests', area: 'businessPartners' },
  { path: '/admin/credit-lines', labelKey: 'adminCreditLines', area: 'customers' },
  { path: '/admin/notifications', labelKey: 'adminNotifications', area: 'notifications' },
  { path: '/admin/popup-banners', labelKey: 'adminPopupBanners', area: 'banners' },
  { path: '/admin/home-banners', labelKey: 'adminContentHomeBanners', area: 'banners' },
  { path: '/admin/products', labelKey: 'adminCatalogueProducts', area: 'catalogue' },
  { path: '/admin/showrooms', labelKey: 'adminContentShowrooms', area: 'catalogue' },
  { path: '/admin/coupons', labelKey: 'adminCouponCoupons', area: 'coupons' },
  { path: '/admin/categories', labelKey: 'adminTaxonomyCategories', area: 'catalogue' },
  { path: '/admin/brands', labelKey: 'adminTaxonomyBrands', area: 'catalogue' },
  { path: '/admin/promotions', labelKey: 'adminPromotionPromotions', area: 'catalogue' },
  { path: '/admin/settings', labelKey: 'adminSettings', area: 'settings' },
  { path: '/admin/staff', labelKey: 'adminStaffAccounts', area: 'staffAccounts' },
  { path: '/admin/audit-log', labelKey: 'adminAuditLog', area: 'auditLog' },
];

/** The menu a staff member sees: only the areas their role opens. */
export const menuFor = (areas: readonly StaffArea[]) => adminMenu.filter((item) => areas.includes(item.area));

/** The area a back-office path belongs to (the longest matching menu path), for the page guard. */
export const areaOfPath = (pathname: string): StaffArea | undefined =>
  [...adminMenu]
    .sort((a, b) => b.path.length - a.path.length)
    .find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))?.area;

/** The translation key of a role's name: adminRoleSales … */
export const roleKey = (role: string) => `adminRole${role.charAt(0).toUpperCase()}${role.slice(1)}`;
