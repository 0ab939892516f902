import { matchPath } from '@portal/shared/router';

export const sectionNames = ['shop', 'account', 'services', 'academy', 'admin'] as const;
export type SectionName = (typeof sectionNames)[number];

/** Which remote owns which URLs. The remotes' own route tables use the same spec URLs, unchanged. */
export const sectionPaths: Record<SectionName, string[]> = {
  shop: [
    '/',
    '/product/*',
    '/search',
    '/cart/*',
    '/quick-order/*',
    '/favorite',
    '/promotion/*',
    '/showroom/*',
  ],
  account: ['/profile/*', '/delete-account'],
  services: ['/service/*'],
  academy: ['/academy/*'],
  admin: ['/admin/*'],
};

export function sectionOf(pathname: string): SectionName | undefined {
  return sectionNames.find((name) => sectionPaths[name].some((path) => matchPath(path, pathname)));
}
