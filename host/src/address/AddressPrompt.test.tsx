import { beforeEach, describe, expect, it } from '@jest/globals';
import { dialogAtom, portalStore, queryClient } from '@portal/shared';
import { BrowserRouter, Link } from '@portal/shared/router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { AppProviders } from '../../../shared/src/components/AppProviders';
import { clearSession, saveTokens } from '../../../shared/src/session/session';
import { localizeHandler } from '../../../shared/test/localize';
import { mockApi, ok } from '../../../shared/test/mock-api';
import AddressPrompt from './AddressPrompt';

let heldAnswer: (() => void) | null = null;

/** Lets the held address list go; throws while no request has arrived yet, so `waitFor` retries. */
const answerAddresses = () => {
  if (!heldAnswer) throw new Error('the address list was not asked for yet');
  heldAnswer();
  heldAnswer = null;
};

mockApi(
  localizeHandler({}),
  // The address list is held back until the test lets it go, like a slow network right after signing in.
  http.get(
    '/client/address',
    () =>
      new Promise<Response>((resolve) => {
        heldAnswer = () => resolve(ok([]));
      }),
  ),
);
beforeEach(() => {
  heldAnswer = null;
  queryClient.clear();
  clearSession();
  portalStore.set(dialogAtom, '');
  window.history.replaceState(null, '', '/');
});

const portal = () => (
  <AppProviders>
    <BrowserRouter>
      <AddressPrompt />
      <Link to="/showroom">Showroom</Link>
    </BrowserRouter>
  </AppProviders>
);

describe('the address prompt', () => {
  it('asks a user without an address once the list arrives, when the route changed before it did', async () => {
    const user = userEvent.setup();
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    render(portal());
    await user.click(await screen.findByRole('link', { name: 'Showroom' }));
    expect(portalStore.get(dialogAtom)).toBe('');
    await waitFor(() => answerAddresses());
    await waitFor(() => expect(portalStore.get(dialogAtom)).toBe('address'));
  });

  it('does not ask when signing in without a route change', async () => {
    const user = userEvent.setup();
    render(portal());
    await user.click(await screen.findByRole('link', { name: 'Showroom' }));
    act(() => saveTokens({ accessToken: 'a', refreshToken: 'r' }));
    await waitFor(() => answerAddresses());
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(portalStore.get(dialogAtom)).toBe('');
  });
});
