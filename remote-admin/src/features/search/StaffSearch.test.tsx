import { describe, expect, it } from '@jest/globals';
import { AppProviders } from '@portal/shared';
import type { AdminSearchResult } from '@portal/shared/contract';
import { BrowserRouter, useLocation } from '@portal/shared/router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import en from '../../../../api/src/db/seed/localize/en.json';
import { localizeHandler } from '../../../../shared/test/localize';
import { mockApi, ok } from '../../../../shared/test/mock-api';
import { StaffSearch } from './StaffSearch';

const result: AdminSearchResult = {
  orders: [
    {
      id: 12,
      orderNumber: 'CP00000012',
      customerName: 'Sophea Keo',
      status: 'pending',
      totalAmount: 2_500,
      createdAt: '2026-11-20T03:00:00.000Z',
    },
  ],
  customers: [{ id: 7, name: 'Sophea Keo', phone: '012345678', email: null, isBusinessPartner: true }],
  products: [],
};
const asked: string[] = [];

mockApi(
  localizeHandler(en),
  http.get('/admin-api/search', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    asked.push(q);
    return q === 'nothing' ? ok({ orders: [], customers: [], products: [] }) : ok(result);
  }),
  http.get('*', () => HttpResponse.json({}, { status: 404 })),
);

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

const renderSearch = () =>
  render(
    <AppProviders>
      <BrowserRouter>
        <StaffSearch />
        <Where />
      </BrowserRouter>
    </AppProviders>,
  );

describe('the back office’s one search', () => {
  it('shows the hits grouped and opens one with the keyboard', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = await screen.findByRole('searchbox', { name: 'Search orders, customers and products' });
    await user.type(box, '012345678');
    // jsdom lays out no dropdown (the popover stays display: none); the browser test sees it drawn.
    expect(await screen.findByRole('option', { name: /CP00000012/, hidden: true })).toBeTruthy();
    expect(screen.getByText('Orders')).toBeTruthy();
    expect(screen.getByText('Business partner')).toBeTruthy();
    expect(asked).toContain('012345678');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      '/admin/orders?customer=012345678',
    );
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('says so when nothing matches, and asks nothing for one letter', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = await screen.findByRole('searchbox', { name: 'Search orders, customers and products' });
    await user.type(box, 'n');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).not.toContain('n');
    await user.type(box, 'othing');
    expect(await screen.findByText('Nothing found for “nothing”.')).toBeTruthy();
  });
});
