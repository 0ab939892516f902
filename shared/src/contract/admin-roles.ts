// Plain values, no zod: the back office's menu reads these without loading the schema library.

/** Staff roles (issue 9); a staff member has exactly one. */
export const staffRoles = ['admin', 'sales', 'catalogue', 'service', 'academy'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The back office's route groups; each staff route names the one it belongs to. */
export const staffAreas = [
  'dashboard',
  'reports',
  'staffAccounts',
  'auditLog',
  'settings',
  'notifications',
  'businessPartners',
  'customers',
  'orders',
  'coupons',
  'catalogue',
  'stock',
  'prices',
  'banners',
  'serviceTickets',
  'academy',
  'releases',
] as const;
export type StaffArea = (typeof staffAreas)[number];

/** Who may use which area; admin may use every area. */
export const staffRoleAreas: Record<StaffRole, readonly StaffArea[]> = {
  admin: staffAreas,
  sales: ['dashboard', 'reports', 'orders', 'customers', 'businessPartners', 'coupons', 'notifications'],
  catalogue: ['dashboard', 'catalogue', 'stock', 'prices', 'banners'],
  service: ['dashboard', 'reports', 'serviceTickets'],
  academy: ['dashboard', 'reports', 'academy'],
};

export const staffMayUse = (role: StaffRole | null | undefined, area: StaffArea) =>
  !!role && staffRoleAreas[role].includes(area);
