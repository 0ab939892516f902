import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act } from 'react';
import { AppProviders } from '../../../../shared/src/components/AppProviders';
import type { LocalServer } from '../../../../shared/test/local-server';
import { serveLocalize } from '../../../../shared/test/localize';
import { hasText, render, waitFor } from '../../testing/render';
import { OfflineBanner } from './OfflineBanner';

let server: LocalServer;
let online = true;
beforeAll(async () => {
  server = await serveLocalize({ offlineBanner: 'You are offline.' });
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
afterAll(() => server.close());
afterEach(() => {
  online = true;
});

const setOnline = (value: boolean) =>
  act(() => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });

describe('OfflineBanner', () => {
  it('appears when the browser goes offline and leaves when it is back online', async () => {
    await render(
      <AppProviders>
        <OfflineBanner />
        <p>page</p>
      </AppProviders>,
    );
    await waitFor(() => expect(hasText('page')).toBe(true));
    expect(hasText('You are offline.')).toBe(false);
    setOnline(false);
    expect(document.querySelector('[role="status"]')?.textContent).toBe('You are offline.');
    setOnline(true);
    expect(hasText('You are offline.')).toBe(false);
  });

  it('shows at once when the page starts offline', async () => {
    online = false;
    await render(
      <AppProviders>
        <OfflineBanner />
      </AppProviders>,
    );
    await waitFor(() => expect(hasText('You are offline.')).toBe(true));
  });
});
