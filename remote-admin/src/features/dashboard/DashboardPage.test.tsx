import { beforeEach, describe, expect, it } from '@jest/globals';
import { AppProviders, accessTokenAtom, portalStore, queryClient } from '@portal/shared';
import type { AdminDashboard, AdminSales } from '@portal/shared/contract';
import { BrowserRouter } from '@portal/shared/router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import en from '../../../../api/src/db/seed/localize/en.json';
import { localizeHandler } from '../../../../shared/test/localize';
import { mockApi, ok } from '../../../../shared/test/mock-api';
import DashboardPage from './DashboardPage';

const figures = (revenueCents: number, orders: number, newCustomers: number) => ({
  revenueCents,
  orders,
  averageOrderCents: orders ? Math.round(revenueCents / orders) : 0,
  newCustomers,
});

/** The sales the API answers for each period the page may ask for. */
const salesOf: Record<string, AdminSales> = {
  today: {
    from: '2026-06-13',
    to: '2026-06-13',
    previousFrom: '2026-06-12',
    previousTo: '2026-06-12',
    current: figures(12_500, 2, 1),
    previous: figures(10_000, 2, 0),
    days: [{ day: '2026-06-13', revenueCents: 12_500, orders: 2 }],
    topProducts: [
      { id: 4, name: 'Arabica beans', nameKm: 'គ្រាប់កាហ្វេអារ៉ាប៊ីកា', quantity: 3, revenueCents: 9_000 },
    ],
    topCategories: [{ id: 2, name: 'Coffee', nameKm: null, quantity: 3, revenueCents: 9_000 }],
  },
  '7d': {
    from: '2026-06-07',
    to: '2026-06-13',
    previousFrom: '2026-05-31',
    previousTo: '2026-06-06',
    current: figures(123_456_78, 80, 12),
    previous: figures(164_609_04, 100, 12),
    days: [],
    topProducts: [],
    topCategories: [],
  },
};

const dashboardOf = (period: string): AdminDashboard => ({
  pendingBpRequests: 3,
  customers: 40,
  businessPartners: 4,
  staff: 5,
  ordersToday: 2,
  revenueTodayCents: 12_500,
  ordersPending: 6,
  ordersWaitingForPayment: 1,
  openServiceTickets: 2,
  openAcademyRequests: 0,
  openQuotations: 1,
  sales: salesOf[period] ?? null,
  waitingOrders: [
    { status: 'pending', count: 6 },
    { status: 'pending_delivery', count: 2 },
    { status: 'paid_pending_delivery', count: 0 },
    { status: 'waiting_for_payment', count: 1 },
  ],
  openTickets: [
    { status: 'Submitted', count: 2 },
    { status: 'Scheduled', count: 0 },
    { status: 'InProgress', count: 0 },
  ],
  lowStock: {
    level: 5,
    total: 1,
    variants: [
      {
        variantId: 9,
        productId: 4,
        productName: 'Arabica beans',
        productNameKm: null,
        sku: 'AR-1',
        stock: 2,
        level: 5,
      },
    ],
  },
});

let asked: string[];

mockApi(
  localizeHandler(en),
  http.get('/admin-api/dashboard', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url.search);
    return ok(dashboardOf(url.searchParams.get('period') ?? 'today'));
  }),
  http.all('*', () =>
    HttpResponse.json(
      { statusCode: 404, code: 4040, error: 'Not Found', message: 'resourceNotFound' },
      { status: 404 },
    ),
  ),
);

beforeEach(() => {
  asked = [];
  queryClient.clear();
  portalStore.set(accessTokenAtom, 'token');
  window.history.replaceState(null, '', '/admin');
});

const openPage = async () => {
  render(
    <AppProviders>
      <BrowserRouter>
        <DashboardPage />
      </BrowserRouter>
    </AppProviders>,
  );
  return screen.findByTestId('revenue');
};

describe('the dashboard: sales at a glance', () => {
  it("shows today's revenue, orders, average order and new customers, each against the day before", async () => {
    expect(await openPage()).toHaveTextContent('$125.00');
    expect(screen.getByTestId('orders')).toHaveTextContent('2');
    expect(screen.getByTestId('average-order')).toHaveTextContent('$62.50');
    expect(screen.getByTestId('new-customers')).toHaveTextContent('1');
    expect(screen.getByTestId('revenue-change')).toHaveTextContent(
      en.adminDashboardChangeUp.replace('{{percent}}', '25'),
    );
    expect(screen.getByTestId('orders-change')).toHaveTextContent(en.adminDashboardChangeSame);
    expect(screen.getByTestId('new-customers-change')).toHaveTextContent(en.adminDashboardChangeNew);
    expect(within(screen.getByTestId('top-products')).getByText('Arabica beans')).toBeInTheDocument();
    expect(within(screen.getByTestId('top-products')).getByText('$90.00')).toBeInTheDocument();
    expect(asked).toEqual(['?period=today']);
  });

  it('asks for the last 7 days when they are picked and shows their figures', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.selectOptions(screen.getByLabelText(en.adminDashboardPeriod), en.adminDashboardPeriod7d);
    expect(await screen.findByText('$123,456.78')).toBeInTheDocument();
    expect(screen.getByTestId('orders')).toHaveTextContent('80');
    expect(screen.getByTestId('average-order')).toHaveTextContent('$1,543.21');
    expect(screen.getByTestId('revenue-change')).toHaveTextContent(
      en.adminDashboardChangeDown.replace('{{percent}}', '25'),
    );
    expect(screen.getByTestId('orders-change')).toHaveTextContent(
      en.adminDashboardChangeDown.replace('{{percent}}', '20'),
    );
    expect(screen.getByTestId('dashboard-range')).toHaveTextContent('07-06-2026');
    expect(asked).toContain('?period=7d');
  });

  it('asks nothing for a custom range until it has both days, and says so', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.selectOptions(screen.getByLabelText(en.adminDashboardPeriod), en.adminDashboardPeriodCustom);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.adminDashboardInvalidRange);
    expect(asked).toEqual(['?period=today']);
    expect(screen.getByLabelText(en.adminDashboardFrom)).toBeInTheDocument();
    expect(screen.getByLabelText(en.adminDashboardTo)).toBeInTheDocument();
  });

  it('links the work waiting to its list, already filtered', async () => {
    await openPage();
    expect(screen.getByTestId('waiting-pending')).toHaveAttribute('href', '/admin/orders?status=pending');
    expect(screen.getByTestId('waiting-pending')).toHaveTextContent(`${en.adminDashboardToConfirm}6`);
    expect(screen.getByTestId('waiting-waiting_for_payment')).toHaveAttribute(
      'href',
      '/admin/orders?status=waiting_for_payment',
    );
    expect(screen.getByTestId('waiting-partners')).toHaveAttribute(
      'href',
      '/admin/business-partners?status=Pending',
    );
    expect(screen.getByTestId('tickets-Submitted')).toHaveAttribute(
      'href',
      '/admin/service-tickets?status=Submitted',
    );
    expect(screen.getByTestId('tickets-Submitted')).toHaveTextContent(
      en.adminDashboardTickets.replace('{{status}}', en.serviceStatusSubmitted),
    );
    const lowStock = screen.getByTestId('low-stock');
    expect(within(lowStock).getByRole('link', { name: 'Arabica beans' })).toHaveAttribute(
      'href',
      '/admin/products/4',
    );
    expect(lowStock).toHaveTextContent(en.adminDashboardLowStock.replace('{{level}}', '5'));
  });
});
