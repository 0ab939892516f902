import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import type { ReactNode } from 'react';
import { localizeHandler } from '../../test/localize';
import { mockApi } from '../../test/mock-api';
import { AppProviders } from './AppProviders';
import { LoadFailed } from './LoadFailed';

const maintenance = 'System under maintanance. Please try again later.';
mockApi(
  localizeHandler({
    systemUnderMaintenance: maintenance,
    systemError: 'Something went wrong',
    retry: 'Retry',
    permissionDenied: 'Access denied',
  }),
);

const renderWithProviders = (ui: ReactNode) => render(<AppProviders>{ui}</AppProviders>);

const answered = (status: number, data: unknown = {}) =>
  new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data,
  });

describe('a failed read', () => {
  it.each([500, 502, 503, 504])('reads %s as maintenance, never as not found, with Retry', async (status) => {
    const retry = jest.fn();
    renderWithProviders(
      <LoadFailed
        error={answered(status)}
        onRetry={retry}
        notFound={<p>This product could not be found.</p>}
      />,
    );
    expect(await screen.findByText(maintenance)).toBeTruthy();
    expect(screen.queryByText('This product could not be found.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('reads no answer and a timeout as maintenance too', async () => {
    const { unmount } = renderWithProviders(
      <LoadFailed error={new AxiosError('Network Error', 'ERR_NETWORK')} onRetry={() => {}} />,
    );
    expect(await screen.findByText(maintenance)).toBeTruthy();
    unmount();
    renderWithProviders(<LoadFailed error={new AxiosError('timeout', 'ECONNABORTED')} onRetry={() => {}} />);
    expect(await screen.findByText(maintenance)).toBeTruthy();
  });

  it("shows the page's own not found for a 404, and the server's message for other refusals", async () => {
    const { unmount } = renderWithProviders(
      <LoadFailed
        error={answered(404)}
        onRetry={() => {}}
        notFound={<p>This product could not be found.</p>}
      />,
    );
    expect(await screen.findByText('This product could not be found.')).toBeTruthy();
    unmount();
    renderWithProviders(
      <LoadFailed error={answered(403, { message: 'permissionDenied' })} onRetry={() => {}} />,
    );
    expect(await screen.findByText('Access denied')).toBeTruthy();
  });
});
