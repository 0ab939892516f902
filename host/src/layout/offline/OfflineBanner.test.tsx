import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '../../../../shared/src/components/AppProviders';
import { localizeHandler } from '../../../../shared/test/localize';
import { mockApi } from '../../../../shared/test/mock-api';
import { OfflineBanner } from './OfflineBanner';

let online = true;
mockApi(localizeHandler({ offlineBanner: 'You are offline.' }));
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  online = true;
});

/** What the browser does when the network drops or returns. */
const setOnline = (value: boolean) =>
  act(() => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });

describe('OfflineBanner', () => {
  it('appears when the browser goes offline and leaves when it is back online', async () => {
    render(
      <AppProviders>
        <OfflineBanner />
        <p>page</p>
      </AppProviders>,
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByText('You are offline.')).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(/^You are offline\.$/);
    setOnline(true);
    expect(screen.queryByText('You are offline.')).not.toBeInTheDocument();
  });

  it('shows at once when the page starts offline', async () => {
    online = false;
    render(
      <AppProviders>
        <OfflineBanner />
      </AppProviders>,
    );
    expect(await screen.findByText('You are offline.')).toBeInTheDocument();
  });
});
