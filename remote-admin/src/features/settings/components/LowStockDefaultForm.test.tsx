import { beforeEach, describe, expect, it } from '@jest/globals';
import { AppProviders, accessTokenAtom, portalStore, queryClient } from '@portal/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import en from '../../../../../api/src/db/seed/localize/en.json';
import km from '../../../../../api/src/db/seed/localize/km.json';
import { localizeWith } from '../../../../../shared/test/localize';
import { mockApi, ok } from '../../../../../shared/test/mock-api';
import { LowStockDefaultForm } from './LowStockDefaultForm';

let sent: unknown[];

mockApi(
  http.get('/client/localize', () => ok({ ...localizeWith(en), translations: { en, km } })),
  http.put('/admin-api/settings/low-stock-level', async ({ request }) => {
    const body = (await request.json()) as { level: number };
    sent.push(body);
    return ok({ level: body.level });
  }),
  http.all('*', () =>
    HttpResponse.json(
      { statusCode: 404, code: 4040, error: 'Not Found', message: 'resourceNotFound' },
      { status: 404 },
    ),
  ),
);

beforeEach(() => {
  sent = [];
  queryClient.clear();
  portalStore.set(accessTokenAtom, 'token');
  localStorage.clear();
});

const openForm = () =>
  render(
    <AppProviders>
      <LowStockDefaultForm current={{ level: 5 }} />
    </AppProviders>,
  );

describe("the shop's default low-stock level in settings", () => {
  it('shows the level and saves a new whole number', async () => {
    const user = userEvent.setup();
    openForm();
    const field = await screen.findByRole('textbox', { name: en.adminLowStockLevel });
    expect(field).toHaveValue('5');
    await user.clear(field);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: en.adminSave }));
    expect(await screen.findByText(en.adminLowStockDefaultSaved)).toBeInTheDocument();
    expect(sent).toEqual([{ level: 12 }]);
  });

  it('refuses a blank or a number that is not whole before asking the API', async () => {
    const user = userEvent.setup();
    openForm();
    const field = await screen.findByRole('textbox', { name: en.adminLowStockLevel });
    for (const typed of ['', '2.5', '-3']) {
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: en.adminSave }));
      expect(await screen.findByText(en.adminLowStockLevelInvalid)).toBeInTheDocument();
    }
    expect(sent).toEqual([]);
  });
});
