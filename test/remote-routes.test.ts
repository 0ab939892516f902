import { describe, expect, it } from '@jest/globals';
import { manifests } from '../host/route-manifests.cjs';
import { academyRoutes } from '../remote-academy/src/routes';
import { accountRoutes } from '../remote-account/src/routes';
import { adminRoutes } from '../remote-admin/src/routes';
import { servicesRoutes } from '../remote-services/src/routes';
import { shopRoutes } from '../remote-shop/src/routes';

// Each remote builds its route table from its manifest (and refuses to load when the two disagree), so what the host
// routes to a remote is what that remote draws.
describe("each remote's route table", () => {
  it.each([
    ['shop', shopRoutes],
    ['account', accountRoutes],
    ['services', servicesRoutes],
    ['academy', academyRoutes],
    ['admin', adminRoutes],
  ] as const)('of %s serves exactly its manifest’s paths, then its own not-found page', (section, routes) => {
    expect(routes.map((route) => route.path)).toEqual([
      ...manifests[section].routes.map((route) => route.path),
      '*',
    ]);
  });
});
