import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { AppProviders, accessTokenAtom, portalStore, queryClient } from '@portal/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../api/src/db/seed/localize/en.json';
import { configureApi } from '../../../shared/src/api/client';
import { type LocalServer, sendJson, startLocalServer } from '../../../shared/test/local-server';
import { localizeWith } from '../../../shared/test/localize';
import { CsvDownloadButton } from './CsvDownloadButton';

const csv = '\uFEFFOrder number,First name\r\nCP00000001,សុខា\r\n';
let server: LocalServer;
let asked: { path: string; search: string; authorization: string | undefined }[];
let answerStatus = 200;

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://test');
    if (url.pathname === '/client/localize')
      return sendJson(response, 200, { data: localizeWith(en), message: 'ok' });
    if (url.pathname === '/admin-api/orders/export') {
      asked.push({ path: url.pathname, search: url.search, authorization: request.headers.authorization });
      if (answerStatus !== 200)
        return sendJson(response, answerStatus, {
          statusCode: answerStatus,
          code: 4430,
          error: 'Forbidden',
          message: 'youDontHaveAPermission',
        });
      response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
      return response.end(csv);
    }
    sendJson(response, 404, { statusCode: 404, code: 4040, error: 'Not Found', message: 'resourceNotFound' });
  });
  configureApi({ baseURL: `${server.url}/client` });
});
afterAll(() => server.close());

let saved: { name: string; blob: Blob }[];
beforeEach(() => {
  asked = [];
  saved = [];
  answerStatus = 200;
  queryClient.clear();
  portalStore.set(accessTokenAtom, 'token');
  const blobs = new Map<string, Blob>();
  // jsdom saves no files: the link the download clicks is read here instead.
  URL.createObjectURL = (blob: Blob) => {
    const href = `blob:test/${blobs.size}`;
    blobs.set(href, blob);
    return href;
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
});

/** jsdom's Blob has no arrayBuffer(): its bytes through a FileReader. */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const renderButton = () =>
  render(
    <AppProviders>
      <CsvDownloadButton
        path="/orders/export"
        params={{ limit: 20, offset: 40, status: 'pending', customer: 'សុខា' }}
        name="orders"
      />
    </AppProviders>,
  );

describe('the CSV download of a list', () => {
  it('asks the staff API for the list with its filters, not its page, and saves the file as sent', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: en.csvDownload }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked).toHaveLength(1);
    const params = new URLSearchParams(asked[0]?.search);
    expect(Object.fromEntries(params)).toEqual({ status: 'pending', customer: 'សុខា' });
    expect(asked[0]?.authorization).toBe('Bearer token');
    expect(saved[0]?.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await bytesOf(saved[0]?.blob as Blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(csv);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: en.csvDownload })).not.toHaveAttribute('data-loading'),
    );
  });

  it('says so when the download fails', async () => {
    answerStatus = 403;
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: en.csvDownload }));
    expect(await screen.findByText(en.csvDownloadFailed)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
