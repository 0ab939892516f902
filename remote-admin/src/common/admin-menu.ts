import type { StaffArea } from '@portal/shared/contract';
import type { RouteManifest } from '@portal/shared/router';
import manifest from '../route-manifest.json';

export type AdminMenuItem = { path: string; labelKey: string; area: StaffArea };

/** The back office's menu: the pages its route manifest marks `menu`, in the manifest's order. */
export const adminMenu: AdminMenuItem[] = (manifest as RouteManifest).routes
  .filter((route) => route.menu)
  .map((route) => ({ path: route.path, labelKey: route.title, area: route.area as StaffArea }));

/** The menu a staff member sees: only the areas their role opens. */
export const menuFor = (areas: readonly StaffArea[]) => adminMenu.filter((item) => areas.includes(item.area));

/** The area a back-office path belongs to (the longest matching menu path), for the page guard. */
export const areaOfPath = (pathname: string): StaffArea | undefined =>
  [...adminMenu]
    .sort((a, b) => b.path.length - a.path.length)
    .find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))?.area;

/** The translation key of a role's name: adminRoleSales … */
export const roleKey = (role: string) => `adminRole${role.charAt(0).toUpperCase()}${role.slice(1)}`;
