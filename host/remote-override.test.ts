/**
 * @jest-environment node
 */

import { describe, expect, it } from '@jest/globals';
import { HttpResponse, http } from 'msw';
import { mockApi } from '../shared/test/mock-api';
import { overrideOrigins, remoteOverrides } from './remote-override.cjs';

// The staff API's answer for the page's access token: a developer, a staff member without the permission, a customer.
const api = 'http://api.test';
mockApi(
  http.get(`${api}/admin-api/developer-access`, ({ request }) => {
    const token = request.headers.get('authorization')?.replace('Bearer ', '');
    if (token === 'developer') return HttpResponse.json({ data: { developer: true }, message: 'ok' });
    if (token === 'sales') return HttpResponse.json({ data: { developer: false }, message: 'ok' });
    return HttpResponse.json(
      { statusCode: 403, code: 4430, message: 'youDontHaveAPermission' },
      { status: 403 },
    );
  }),
  http.all(`${api}/*`, () => HttpResponse.json({}, { status: 404 })),
);

const apps = ['shop', 'account', 'services', 'academy', 'admin'];
const page = (url: string, cookie = '') => ({ url, headers: { cookie }, ip: '127.0.0.1' });
const local = { app: 'academy', url: 'http://127.0.0.1:3004' };

describe('a local remote inside the portal, on a portal not in production', () => {
  const overrideOf = remoteOverrides({ apps, apiUrl: 'http://127.0.0.1:9', production: () => false });

  it('takes the app and origin from the page address, or from the cookie the page keeps', async () => {
    expect(await overrideOf(page('/academy?remote-override=academy=http://127.0.0.1:3004/'))).toEqual(local);
    expect(await overrideOf(page('/', 'remoteOverride=academy%3Dhttp%3A%2F%2F127.0.0.1%3A3004'))).toEqual(
      local,
    );
  });

  it('ends with an empty override in the address, whatever the cookie says', async () => {
    expect(
      await overrideOf(page('/?remote-override=', 'remoteOverride=academy=http://127.0.0.1:3004')),
    ).toBeNull();
  });

  it('refuses an app the portal does not have and an address that is not http(s)', async () => {
    expect(await overrideOf(page('/?remote-override=payments=http://127.0.0.1:3004'))).toBeNull();
    expect(await overrideOf(page('/?remote-override=academy=javascript:alert(1)'))).toBeNull();
    expect(await overrideOf(page('/?remote-override=academy=http://me:secret@127.0.0.1:3004'))).toBeNull();
    expect(await overrideOf(page('/?remote-override=academy'))).toBeNull();
  });
});

describe('a local remote inside the portal in production', () => {
  const logged: string[] = [];
  const inProduction = () =>
    remoteOverrides({ apps, apiUrl: api, production: () => true, log: (line) => logged.push(line) });
  const asked = (token?: string) =>
    page('/academy?remote-override=academy=http://127.0.0.1:3004', token ? `accessToken=${token}` : '');

  it('is allowed to a staff member with the developer permission', async () => {
    expect(await inProduction()(asked('developer'))).toEqual(local);
  });

  it('is refused, and logged, for a visitor, a customer and staff without the permission', async () => {
    logged.length = 0;
    const decide = inProduction();
    expect(await decide(asked())).toBeNull();
    expect(await decide(asked('customer'))).toBeNull();
    expect(await decide(asked('sales'))).toBeNull();
    expect(logged).toHaveLength(3);
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ app: 'academy', url: 'http://127.0.0.1:3004' });
  });

  it("is refused, and logged, for any origin but the developer's own machine, even to a developer", async () => {
    // A link a developer is sent must not run someone else's code in the production portal with their rights.
    logged.length = 0;
    const decide = inProduction();
    const from = (url: string) => page(`/academy?remote-override=academy=${url}`, 'accessToken=developer');
    expect(await decide(from('https://remote.example.com'))).toBeNull();
    expect(await decide(from('http://10.0.0.5:3004'))).toBeNull();
    expect(await decide(from('http://127.0.0.1.example.com:3004'))).toBeNull();
    expect(logged).toHaveLength(3);
    expect(await decide(from('http://localhost:3004'))).toEqual({
      app: 'academy',
      url: 'http://localhost:3004',
    });
    expect(await decide(from('http://[::1]:3004'))).toEqual({ app: 'academy', url: 'http://[::1]:3004' });
  });
});

describe('what the page admits for it', () => {
  it("admits the remote's origin and its hot-reload socket, and nothing without an override", () => {
    expect(overrideOrigins(local)).toEqual(['http://127.0.0.1:3004', 'ws://127.0.0.1:3004']);
    expect(overrideOrigins({ app: 'academy', url: 'https://dev.example/academy' })).toEqual([
      'https://dev.example',
      'wss://dev.example',
    ]);
    expect(overrideOrigins(null)).toEqual([]);
  });
});
