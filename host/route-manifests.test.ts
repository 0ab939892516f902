import { describe, it } from '@jest/globals';
import { staffAreas } from '@portal/shared/contract';
import en from '../api/src/db/seed/localize/en.json';
import km from '../api/src/db/seed/localize/km.json';
import { expect } from '../test/support/expect';
import { manifests, matchRoute, routeOf, sectionNames, sectionOf } from './route-manifests.cjs';

const allRoutes = sectionNames.flatMap((section) =>
  manifests[section].routes.map((route) => ({ section, ...route })),
);

describe("the remotes' route manifests", () => {
  it('name their own section, and list each path once, as an absolute spec URL', () => {
    for (const section of sectionNames) expect(manifests[section].section).toBe(section);
    const paths = allRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/([\w-]+|:\w+)?(\/([\w-]+|:\w+))*$/);
  });

  it('give every page a title that exists in English and Khmer', () => {
    for (const route of allRoutes) {
      expect(en, route.path).toHaveProperty(route.title);
      expect(km, route.path).toHaveProperty(route.title);
    }
  });

  it("give every back-office page a staff area, and no other section's page one", () => {
    for (const route of allRoutes) {
      if (route.section === 'admin') expect(staffAreas).toContain(route.area);
      else expect(route.area, route.path).toBeUndefined();
    }
    expect(manifests.admin.access).toBe('staff');
  });

  it('let the server draw a first screen only for shop pages that carry an id, or the home page', () => {
    const drawn = allRoutes.filter((route) => route.firstScreen);
    expect(drawn.map((route) => [route.section, route.path, route.firstScreen])).toEqual([
      ['shop', '/', 'home'],
      ['shop', '/product/category/:id', 'category'],
      ['shop', '/product/:name/:id', 'product'],
      ['shop', '/product/:id', 'product'],
    ]);
  });
});

describe('which section owns a URL', () => {
  it.each([
    ['/', 'shop'],
    ['/?utm_source=facebook', 'shop'],
    ['/product/special-blend', 'shop'],
    ['/cart/checkout', 'shop'],
    ['/showroom/detail', 'shop'],
    ['/favorite', 'shop'],
    ['/profile/point', 'account'],
    ['/delete-account', 'account'],
    ['/service/service-history/detail?id=3', 'services'],
    ['/academy/candidate-pool/create-candidate-pool', 'academy'],
    ['/admin', 'admin'],
    ['/admin/orders/31', 'admin'],
  ])('gives %s to %s', (path, section) => {
    expect(sectionOf(path)).toBe(section);
  });

  it.each([
    '/login',
    '/delivery-options',
    '/about-us',
    '/help-centre',
    '/favorites',
    '/administration',
    '/no-such-page',
  ])('leaves %s to the host', (path) => {
    expect(sectionOf(path)).toBeUndefined();
  });
});

describe('which route a URL opens', () => {
  const shop = manifests.shop.routes;

  it('prefers fixed segments over parameters, as the remotes’ router does', () => {
    expect(matchRoute(shop, '/product/category/3')).toMatchObject({
      route: { path: '/product/category/:id' },
      params: { id: '3' },
    });
    expect(matchRoute(shop, '/product/package-promotion/7')?.route.path).toBe(
      '/product/package-promotion/:id',
    );
    expect(matchRoute(shop, '/product/special-blend')?.route.path).toBe('/product/special-blend');
    expect(matchRoute(shop, '/product/arabica-blend/12')).toMatchObject({
      route: { path: '/product/:name/:id' },
      params: { name: 'arabica-blend', id: '12' },
    });
    expect(matchRoute(shop, '/product/a/b/c')).toBeUndefined();
  });

  it('gives the access a page needs: its own, else its section’s', () => {
    expect(routeOf('/')?.access).toBe('public');
    expect(routeOf('/cart')?.access).toBe('signedIn');
    expect(routeOf('/profile/address')?.access).toBe('signedIn');
    expect(routeOf('/service/checkup-request')?.access).toBe('businessPartner');
    expect(routeOf('/admin/staff')).toMatchObject({
      section: 'admin',
      access: 'staff',
      route: { area: 'staffAccounts' },
    });
    expect(routeOf('/login')).toBeUndefined();
  });
});
