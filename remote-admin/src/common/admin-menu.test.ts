import { describe, expect, it } from '@jest/globals';
import { staffRoleAreas } from '@portal/shared/contract';
import { adminMenu, areaOfPath, menuFor } from './admin-menu';

describe('the back-office menu', () => {
  it('shows an admin every page', () => {
    expect(menuFor(staffRoleAreas.admin)).toEqual(adminMenu);
  });

  it('shows sales the dashboard, reports, orders, quotation and special-blend requests, business partners, credit lines, notifications and coupons only', () => {
    expect(menuFor(staffRoleAreas.sales).map((item) => item.path)).toEqual([
      '/admin',
      '/admin/reports',
      '/admin/orders',
      '/admin/quotations',
      '/admin/special-blends',
      '/admin/business-partners',
      '/admin/credit-lines',
      '/admin/notifications',
      '/admin/coupons',
    ]);
  });

  it('shows catalogue staff the dashboard, popup banners, products, their import, low stock, categories, brands and promotions, never coupons or reports', () => {
    expect(menuFor(staffRoleAreas.catalogue).map((item) => item.path)).toEqual([
      '/admin',
      '/admin/popup-banners',
      '/admin/home-banners',
      '/admin/products',
      '/admin/catalogue-import',
      '/admin/low-stock',
      '/admin/showrooms',
      '/admin/categories',
      '/admin/brands',
      '/admin/promotions',
    ]);
  });

  it('shows the service desk its tickets and the academy desk its academy, each with reports, and neither the other’s', () => {
    expect(menuFor(staffRoleAreas.service).map((item) => item.path)).toEqual([
      '/admin',
      '/admin/reports',
      '/admin/service-tickets',
    ]);
    expect(menuFor(staffRoleAreas.academy).map((item) => item.path)).toEqual([
      '/admin',
      '/admin/reports',
      '/admin/academy',
    ]);
  });

  it('never shows staff accounts, settings or the audit log to a role other than admin', () => {
    for (const role of ['sales', 'catalogue', 'service', 'academy'] as const) {
      const paths = menuFor(staffRoleAreas[role]).map((item) => item.path);
      expect(paths).not.toContain('/admin/staff');
      expect(paths).not.toContain('/admin/settings');
      expect(paths).not.toContain('/admin/audit-log');
    }
  });

  it('shows the releases to administrators only', () => {
    expect(menuFor(staffRoleAreas.admin).map((item) => item.path)).toContain('/admin/releases');
    for (const role of ['sales', 'catalogue', 'service', 'academy'] as const)
      expect(menuFor(staffRoleAreas[role]).map((item) => item.path)).not.toContain('/admin/releases');
    expect(areaOfPath('/admin/releases')).toBe('releases');
  });

  it('knows the area of a page, nested paths included', () => {
    expect(areaOfPath('/admin')).toBe('dashboard');
    expect(areaOfPath('/admin/reports')).toBe('reports');
    expect(areaOfPath('/admin/staff')).toBe('staffAccounts');
    expect(areaOfPath('/admin/orders/31')).toBe('orders');
    expect(areaOfPath('/admin/service-tickets/7')).toBe('serviceTickets');
    expect(areaOfPath('/admin/academy')).toBe('academy');
    expect(areaOfPath('/admin/popup-banners/3')).toBe('banners');
    expect(areaOfPath('/admin/products/new')).toBe('catalogue');
    expect(areaOfPath('/admin/products/12')).toBe('catalogue');
    expect(areaOfPath('/admin/coupons')).toBe('coupons');
    expect(areaOfPath('/administration')).toBeUndefined();
  });
});
