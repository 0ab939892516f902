import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { queryClient } from '@portal/shared';
import { act } from 'react';
import en from '../../../api/src/db/seed/localize/en.json';
import { configureApi } from '../../../shared/src/api/client';
import { AppProviders } from '../../../shared/src/components/AppProviders';
import { type LocalServer, sendJson, startLocalServer } from '../../../shared/test/local-server';
import { localizeWith } from '../../../shared/test/localize';
import { byText, click, hasText, render, type, waitFor } from '../testing/render';
import RequestBpDialog from './RequestBpDialog';

let server: LocalServer;
let requests: string[] = [];

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const url = request.url ?? '';
    if (url.startsWith('/client/localize?'))
      return sendJson(response, 200, { data: localizeWith(en), message: 'ok' });
    requests.push(url);
    sendJson(response, 404, { statusCode: 404, code: 404, error: 'Not Found', message: 'notFound' });
  });
  configureApi({ baseURL: `${server.url}/client` });
});
afterAll(() => server.close());
beforeEach(() => {
  requests = [];
  queryClient.clear();
});

const field = (label: string) =>
  document.getElementById(byText<HTMLLabelElement>('label', label).htmlFor) as HTMLInputElement;

const pick = (file: File) =>
  act(() => {
    const input = field(en.shellBpProfileImage);
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });

describe('the business-partner request dialog', () => {
  it('toasts the first failing rule and marks its field, going back to the info tab when it fails there', async () => {
    await render(
      <AppProviders>
        <RequestBpDialog />
      </AppProviders>,
    );
    const next = await waitFor(() => byText('button', en.shellNext));
    await click(next);
    await waitFor(() => expect(hasText(en.imageIsRequired)).toBe(true));

    await pick(new File(['png'], 'my shop.png', { type: 'image/png' }));
    await click(next);
    await waitFor(() => expect(hasText(en.firstNameIsRequired)).toBe(true));
    expect(field(en.firstName)).toHaveAttribute('aria-invalid', 'true');
    expect(field(en.lastName)).not.toHaveAttribute('aria-invalid', 'true');

    type(field(en.firstName), 'Dara');
    type(field(en.lastName), 'Kim');
    type(field(en.shellBpPhone1), '012 345 678');
    type(field(en.shellBpAddress), 'St 271');
    await click(next);
    const submit = await waitFor(() => byText('button', en.shellSubmit));
    await click(submit);
    await waitFor(() => expect(hasText(en.businessTypeIsRequired)).toBe(true));
    expect(field(en.shellBpBusinessType)).toHaveAttribute('aria-invalid', 'true');

    type(field(en.firstName), ' ');
    await click(submit);
    await waitFor(() => expect(byText('button', en.shellBpInfoTab)).toHaveAttribute('aria-selected', 'true'));
    expect(field(en.firstName)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((url) => url.includes('business-partner') || url.includes('upload'))).toEqual([]);
  });
});
