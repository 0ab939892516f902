import { describe, expect, it } from '@jest/globals';
import { dashboardTiles } from './dashboard-tiles';

const counts = { customers: 40, businessPartners: 3, staff: 5 };
const none = {
  ordersToday: null,
  revenueTodayCents: null,
  pendingBpRequests: null,
  ordersPending: null,
  ordersWaitingForPayment: null,
  openServiceTickets: null,
  openAcademyRequests: null,
  openQuotations: null,
};

describe('dashboard tiles', () => {
  it("shows the service desk its open tickets and none of the other areas' work", () => {
    const tiles = dashboardTiles({ ...counts, ...none, openServiceTickets: 7 });
    expect(tiles.map(([key]) => key)).toEqual([
      'adminDashboardOpenServiceTickets',
      'adminCustomers',
      'adminBusinessPartners',
      'adminStaffCount',
    ]);
    expect(tiles[0]).toEqual(['adminDashboardOpenServiceTickets', 7, '/admin/service-tickets']);
  });

  it('keeps a count of 0, which is not a missing area', () => {
    const tiles = dashboardTiles({
      ...counts,
      ...none,
      ordersToday: 0,
      revenueTodayCents: 0,
      ordersPending: 0,
      ordersWaitingForPayment: 2,
      openQuotations: 0,
    });
    expect(tiles.slice(0, 5)).toEqual([
      ['adminDashboardOrdersToday', 0, '/admin/orders'],
      ['adminDashboardRevenueToday', '$0.00', '/admin/orders'],
      ['adminDashboardOrdersPending', 0, '/admin/orders'],
      ['adminDashboardOrdersWaitingForPayment', 2, '/admin/orders'],
      ['adminDashboardOpenQuotations', 0, '/admin/quotations'],
    ]);
  });
});
