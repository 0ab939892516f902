import { describe, expect, it } from '@jest/globals';
import { BrowserRouter } from '@portal/shared/router';
import { render, screen } from '@testing-library/react';
import { localizeHandler } from '../../test/localize';
import { mockApi } from '../../test/mock-api';
import { AppProviders } from './AppProviders';
import { NotFoundPage } from './NotFoundPage';

mockApi(localizeHandler({ pageNotFound: 'This page could not be found', backToHome: 'Back to home' }));

describe('NotFoundPage', () => {
  it("shows 404, 'This page could not be found' and a home link", async () => {
    render(
      <BrowserRouter>
        <AppProviders>
          <NotFoundPage />
        </AppProviders>
      </BrowserRouter>,
    );
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '404' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
