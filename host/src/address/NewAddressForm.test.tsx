import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { dialogAtom, portalStore, queryClient } from '@portal/shared';
import { act } from 'react';
import en from '../../../api/src/db/seed/localize/en.json';
import { configureApi } from '../../../shared/src/api/client';
import { AppProviders } from '../../../shared/src/components/AppProviders';
import { type LocalServer, sendJson, startLocalServer } from '../../../shared/test/local-server';
import { localizeWith } from '../../../shared/test/localize';
import { byText, click, hasText, render, type, waitFor } from '../testing/render';
import { NewAddressForm } from './NewAddressForm';

let server: LocalServer;
let sent: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const url = request.url ?? '';
    if (url.startsWith('/client/localize?'))
      return sendJson(response, 200, { data: localizeWith(en), message: 'ok' });
    if (url.startsWith('/client/address/provinceOrDistrict/1?'))
      return sendJson(response, 200, { data: [{ id: 12, name: 'Phnom Penh' }], message: 'ok' });
    if (url.startsWith('/client/address/provinceOrDistrict/12?'))
      return sendJson(response, 200, { data: [{ id: 1201, name: 'Chamkar Mon' }], message: 'ok' });
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      sent.push(JSON.parse(text));
      sendJson(response, 200, { data: { id: 1 }, message: 'ok' });
    });
  });
  configureApi({ baseURL: `${server.url}/client` });
});
afterAll(() => server.close());
beforeEach(() => {
  sent = [];
  queryClient.clear();
  portalStore.set(dialogAtom, 'address');
});

const field = <E extends HTMLElement = HTMLInputElement>(label: string) =>
  document.getElementById(byText<HTMLLabelElement>('label', label).htmlFor) as unknown as E;

const choose = (select: HTMLSelectElement, value: string) =>
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });

describe('the first address of a user', () => {
  it('asks for a name, the address, a province, then a district, marking the one field it asks for', async () => {
    await render(
      <AppProviders>
        <NewAddressForm />
      </AppProviders>,
    );
    const save = await waitFor(() => byText('button', 'Save address'));
    await click(save);
    await waitFor(() => expect(hasText(en.addressNameIsRequired)).toBe(true));
    expect(field('Address name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Address')).not.toHaveAttribute('aria-invalid', 'true');

    type(field('Address name'), ' Home ');
    type(field('Address'), 'St 51, #12');
    await click(save);
    await waitFor(() => expect(hasText(en.provinceIsRequired)).toBe(true));
    expect(hasText(en.addressNameIsRequired)).toBe(false);
    expect(field('Province')).toHaveAttribute('aria-invalid', 'true');

    await waitFor(() => byText('option', 'Phnom Penh'));
    await choose(field<HTMLSelectElement>('Province'), '12');
    await click(save);
    await waitFor(() => expect(hasText(en.districtIsRequired)).toBe(true));
    expect(field('District')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await waitFor(() => byText('option', 'Chamkar Mon'));
    await choose(field<HTMLSelectElement>('District'), '1201');
    await click(save);
    await waitFor(() => expect(portalStore.get(dialogAtom)).toBe(''));
    expect(sent).toEqual([
      { name: 'Home', addressDetail: 'St 51, #12', provinceId: 12, districtId: 1201, default: true },
    ]);
  });
});
