import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { type LocalServer, sendJson, startLocalServer } from '../../test/local-server';
import { localizeWith } from '../../test/localize';
import { configureApi } from '../api/client';
import { AppProviders } from '../components/AppProviders';
import { queryClient } from '../query/query-client';

let server: LocalServer;
let answerLocalize: (response: ServerResponse) => void;

beforeAll(async () => {
  server = await startLocalServer((_request, response) => answerLocalize(response));
  configureApi({ baseURL: `${server.url}/client` });
});

afterAll(() => server.close());

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
    answerLocalize = (response) =>
      sendJson(response, 200, { data: localizeWith({ greeting: 'Hello' }), message: 'ok' });
    renderPortal();
    expect(await screen.findByText('Hello')).toBeTruthy();
  });

  it('renders the children in the saved language when the server offers it', async () => {
    localStorage.setItem('language', 'km');
    answerLocalize = (response) =>
      sendJson(response, 200, { data: localizeWith({ greeting: 'Hello' }), message: 'ok' });
    renderPortal();
    expect(await screen.findByText('km:Hello')).toBeTruthy();
  });

  it("shows the server's message with a Reload Page button when the fetch fails", async () => {
    answerLocalize = (response) =>
      sendJson(response, 503, {
        statusCode: 503,
        code: 5000,
        error: 'Service Unavailable',
        message: 'Back soon',
      });
    renderPortal();
    expect(await screen.findByText('Back soon', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it("shows 'System Under Maintanance' when the database is away: a message key has no text without translations", async () => {
    answerLocalize = (response) =>
      sendJson(response, 503, {
        statusCode: 503,
        code: 5030,
        error: 'Service Unavailable',
        message: 'systemUnderMaintenance',
      });
    renderPortal();
    expect(await screen.findByText('System Under Maintanance', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('systemUnderMaintenance')).toBeNull();
  });

  it("shows 'System Under Maintanance' when the server sent no message", async () => {
    answerLocalize = (response) => response.writeHead(502).end('bad gateway');
    renderPortal();
    expect(await screen.findByText('System Under Maintanance', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
  });
});
