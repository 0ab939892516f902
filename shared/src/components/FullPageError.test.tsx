import { describe, expect, it } from '@jest/globals';
import { MantineProvider, theme } from '@portal/shared/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { FullPageError } from './FullPageError';

describe('FullPageError', () => {
  it('reloads the page from its Reload Page button', () => {
    let reloads = 0;
    render(
      <MantineProvider theme={theme}>
        <FullPageError onReload={() => reloads++} />
      </MantineProvider>,
    );
    expect(screen.getByText('System Under Maintanance')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reloads).toBe(1);
  });
});
