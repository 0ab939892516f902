import { describe, expect, it } from '@jest/globals';
import { MantineProvider } from '@portal/shared/ui';
import { render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { portalStore } from '../session/store';
import { Toasts } from './Toasts';
import { showToast, toastsMountedAtom } from './toast';

describe('toasts', () => {
  it('loads nothing until the first toast, then shows it with its first letter capitalised', async () => {
    render(
      <Provider store={portalStore}>
        <MantineProvider>
          <Toasts />
        </MantineProvider>
      </Provider>,
    );
    expect(portalStore.get(toastsMountedAtom)).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();

    await showToast({ message: 'your address was saved' });

    expect(portalStore.get(toastsMountedAtom)).toBe(true);
    expect(await screen.findByText('Your address was saved')).toBeTruthy();
  });
});
