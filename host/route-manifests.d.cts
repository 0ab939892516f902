import type { RouteAccess, RouteEntry, RouteManifest } from '@portal/shared/router';

export type SectionName = 'shop' | 'account' | 'services' | 'academy' | 'admin';
export type RouteMatch = { route: RouteEntry; params: Record<string, string> };

export const manifests: Record<SectionName, RouteManifest>;
export const sectionNames: SectionName[];
export function sectionOf(pathname: string): SectionName | undefined;
export function matchRoute(routes: readonly RouteEntry[], pathname: string): RouteMatch | undefined;
export function routeOf(
  pathname: string,
): (RouteMatch & { section: SectionName; access: RouteAccess }) | undefined;
export function accessOf(section: SectionName): RouteAccess;
