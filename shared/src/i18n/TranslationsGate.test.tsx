import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useTranslation } from 'react-i18next';
import { localizeHandler } from '../../test/localize';
import { mockApi } from '../../test/mock-api';
import { AppProviders } from '../components/AppProviders';
import { queryClient } from '../query/query-client';

const server = mockApi();
/** The API's answer to the translations, for one test. */
const answerLocalize = (answer: () => Response) => server.use(http.get('/client/localize', answer));
const failure = (status: number, body: object) => () => HttpResponse.json(body, { status });

afterEach(() => {
  queryClient.clear();
  localStorage.clear();
});

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('greeting')}</p>;
}

const renderPortal = () =>
  render(
    <AppProviders>
      <Greeting />
    </AppProviders>,
  );

describe('TranslationsGate', () => {
  it('renders the children in the default language once translations are loaded', async () => {
    server.use(localizeHandler({ greeting: 'Hello' }));
    renderPortal();
    expect(await screen.findByText('Hello')).toBeTruthy();
  });

  it('renders the children in the saved language when the server offers it', async () => {
    localStorage.setItem('language', 'km');
    server.use(localizeHandler({ greeting: 'Hello' }));
    renderPortal();
    expect(await screen.findByText('km:Hello')).toBeTruthy();
  });

  it("shows the server's message with a Reload Page button when the fetch fails", async () => {
    answerLocalize(
      failure(503, { statusCode: 503, code: 5000, error: 'Service Unavailable', message: 'Back soon' }),
    );
    renderPortal();
    expect(await screen.findByText('Back soon', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it("shows 'System Under Maintanance' when the database is away: a message key has no text without translations", async () => {
    answerLocalize(
      failure(503, {
        statusCode: 503,
        code: 5030,
        error: 'Service Unavailable',
        message: 'systemUnderMaintenance',
      }),
    );
    renderPortal();
    expect(await screen.findByText('System Under Maintanance', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('systemUnderMaintenance')).toBeNull();
  });

  it("shows 'System Under Maintanance' when the server sent no message", async () => {
    answerLocalize(() => new HttpResponse('bad gateway', { status: 502 }));
    renderPortal();
    expect(await screen.findByText('System Under Maintanance', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
  });
});
