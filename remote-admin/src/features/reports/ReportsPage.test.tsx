import { beforeEach, describe, expect, it } from '@jest/globals';
import { AppProviders, accessTokenAtom, portalStore, queryClient } from '@portal/shared';
import type { AdminReport, SalesTable } from '@portal/shared/contract';
import { BrowserRouter } from '@portal/shared/router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import en from '../../../../api/src/db/seed/localize/en.json';
import km from '../../../../api/src/db/seed/localize/km.json';
import { localizeWith } from '../../../../shared/test/localize';
import { mockApi, ok } from '../../../../shared/test/mock-api';
import ReportsPage from './ReportsPage';

const table = (rows: SalesTable['rows']): SalesTable => ({
  rows,
  total: {
    orders: rows.reduce((sum, row) => sum + row.orders, 0),
    quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    revenueCents: rows.reduce((sum, row) => sum + row.revenueCents, 0),
  },
});
const row = (key: string, name: string, nameKm: string | null, orders: number, revenueCents: number) => ({
  key,
  name,
  nameKm,
  orders,
  quantity: orders * 2,
  revenueCents,
});

const report = (from: string, to: string): AdminReport => ({
  from,
  to,
  sales: {
    product: table([
      row('4', 'Arabica beans', 'គ្រាប់កាហ្វេអារ៉ាប៊ីកា', 3, 9_000),
      row('7', 'Grinder', null, 1, 15_000),
    ]),
    category: table([row('2', 'Coffee', 'កាហ្វេ', 3, 9_000)]),
    customerGroup: table([row('142', 'General', 'ទូទៅ', 4, 24_000)]),
    paymentMethod: table([
      row('cash_on_delivery', 'cash_on_delivery', null, 3, 20_000),
      row('credit_line', 'credit_line', null, 1, 4_000),
    ]),
    fulfilment: table([
      row('pickup', 'pickup', null, 1, 4_000),
      row('delivery', 'delivery', null, 3, 20_000),
    ]),
  },
  points: { issued: 240, redeemed: 1_300, refunded: 100 },
  partnerCredit: {
    rows: [{ userId: 9, name: 'Riverside Café', creditLineCents: 500_000, orders: 1, usedCents: 4_000 }],
    total: { orders: 1, usedCents: 4_000 },
  },
  serviceTickets: {
    total: 2,
    byStatus: [
      { status: 'Submitted', count: 1 },
      { status: 'Scheduled', count: 0 },
      { status: 'InProgress', count: 0 },
      { status: 'Completed', count: 1 },
      { status: 'Cancelled', count: 0 },
      { status: 'Rejected', count: 0 },
    ],
    byType: [{ key: '1', name: 'Monthly check-up', nameKm: 'ការត្រួតពិនិត្យប្រចាំខែ', count: 2 }],
  },
  academyRequests: null,
});

let asked: string[];

mockApi(
  http.get('/client/localize', () => ok({ ...localizeWith(en), translations: { en, km } })),
  http.get('/admin-api/reports', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url.search);
    return ok(report(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''));
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
  window.history.replaceState(null, '', '/admin/reports?from=2026-06-01&to=2026-06-30');
  localStorage.clear();
});

const openPage = async () => {
  render(
    <AppProviders>
      <BrowserRouter>
        <ReportsPage />
      </BrowserRouter>
    </AppProviders>,
  );
  return screen.findByTestId('sales-table');
};

describe('the reports page', () => {
  it('shows sales by product as a table with its total, and the period asked for', async () => {
    const sales = await openPage();
    expect(asked).toEqual(['?from=2026-06-01&to=2026-06-30']);
    expect(within(sales).getByText('Arabica beans')).toBeInTheDocument();
    expect(within(sales).getByText('$150.00')).toBeInTheDocument();
    const total = screen.getByTestId('sales-total');
    expect(total).toHaveTextContent(en.adminReportTotal);
    expect(total).toHaveTextContent('$240.00');
    expect(total).toHaveTextContent('8');
    expect(screen.getByTestId('points-redeemed')).toHaveTextContent('1,300');
    expect(within(screen.getByTestId('report-credit')).getByText('Riverside Café')).toBeInTheDocument();
    expect(within(screen.getByTestId('report-tickets')).getByText('Monthly check-up')).toBeInTheDocument();
    expect(screen.queryByTestId('report-academy')).not.toBeInTheDocument();
  });

  it('breaks sales down by payment method and by delivery or pickup in the reader’s words', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.selectOptions(
      screen.getByLabelText(en.adminReportBreakdown),
      en.adminReportSalesByPaymentMethod,
    );
    expect(
      within(screen.getByTestId('sales-table')).getByText(en.checkoutCashOnDelivery),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(en.adminReportBreakdown), en.adminReportSalesByFulfilment);
    const sales = screen.getByTestId('sales-table');
    expect(within(sales).getByText(en.orderPickup)).toBeInTheDocument();
    expect(within(sales).getByText(en.checkoutDelivery)).toBeInTheDocument();
  });

  it('asks nothing for a backwards period, and says why', async () => {
    window.history.replaceState(null, '', '/admin/reports?from=2026-06-10&to=2026-05-01');
    render(
      <AppProviders>
        <BrowserRouter>
          <ReportsPage />
        </BrowserRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(en.adminReportInvalidRange);
    expect(screen.getByLabelText(en.adminDashboardTo)).toHaveValue('01-05-2026');
    expect(asked).toEqual([]);
  });

  it('speaks Khmer: headings, columns and the names staff gave in Khmer', async () => {
    localStorage.setItem('language', 'km');
    const sales = await openPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(km.adminReports);
    expect(within(sales).getByText('គ្រាប់កាហ្វេអារ៉ាប៊ីកា')).toBeInTheDocument();
    expect(within(sales).getByText(km.adminReportRevenue)).toBeInTheDocument();
    expect(screen.getByTestId('sales-total')).toHaveTextContent(km.adminReportTotal);
  });
});
