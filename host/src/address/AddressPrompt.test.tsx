import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { dialogAtom, portalStore, queryClient } from '@portal/shared';
import { BrowserRouter, Link } from '@portal/shared/router';
import { act } from 'react';
import { configureApi } from '../../../shared/src/api/client';
import { AppProviders } from '../../../shared/src/components/AppProviders';
import { clearSession, saveTokens } from '../../../shared/src/session/session';
import { type LocalServer, sendJson, startLocalServer } from '../../../shared/test/local-server';
import { localizeWith } from '../../../shared/test/localize';
import { byText, click, render, waitFor } from '../testing/render';
import AddressPrompt from './AddressPrompt';

let server: LocalServer;
let heldAnswer: (() => void) | null = null;

/** Lets the held address list go; throws while no request has arrived yet, so `waitFor` retries. */
const answerAddresses = () => {
  if (!heldAnswer) throw new Error('the address list was not asked for yet');
  heldAnswer();
  heldAnswer = null;
};

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    if (request.url?.startsWith('/client/localize?')) {
      sendJson(response, 200, { data: localizeWith({}), message: 'ok' });
      return;
    }
    // The address list is held back until the test lets it go, like a slow network right after signing in.
    heldAnswer = () => sendJson(response, 200, { data: [], message: 'ok' });
  });
  configureApi({ baseURL: `${server.url}/client` });
});
afterAll(() => server.close());
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
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    await render(portal());
    await click(await waitFor(() => byText<HTMLAnchorElement>('a', 'Showroom')));
    expect(portalStore.get(dialogAtom)).toBe('');
    await waitFor(() => answerAddresses());
    await waitFor(() => expect(portalStore.get(dialogAtom)).toBe('address'));
  });

  it('does not ask when signing in without a route change', async () => {
    await render(portal());
    await click(await waitFor(() => byText<HTMLAnchorElement>('a', 'Showroom')));
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    await waitFor(() => answerAddresses());
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(portalStore.get(dialogAtom)).toBe('');
  });
});
