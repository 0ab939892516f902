/**
 * @jest-environment node
 */

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type LocalServer, sendJson, startLocalServer } from '../shared/test/local-server';
import { hostPages } from './pages.cjs';
import { previewLookup, releaseChoices } from './release-choice.cjs';

const registry = () => ({
  apps: {
    host: { live: 'h1', stack: ['h1'] },
    academy: { live: 'a1', stack: ['a1'], canary: { version: 'a2', share: 50 } },
    shop: { live: 's1', stack: ['s1'] },
  },
});
const page = (url: string, cookie = '') => ({ url, protocol: 'http', headers: { cookie } });
const inAnHour = new Date(Date.now() + 3_600_000).toISOString();

// The API's answer for a preview token: one it signed for academy a3, one that has expired, and any other unknown.
let api: LocalServer;
let asked = 0;
beforeAll(async () => {
  api = await startLocalServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api');
    if (url.pathname !== '/client/release-preview') return sendJson(response, 404, {});
    asked += 1;
    const token = url.searchParams.get('token');
    if (token === 'good')
      return sendJson(response, 200, { data: { app: 'academy', version: 'a3', expiresAt: inAnHour } });
    if (token === 'host-preview')
      return sendJson(response, 200, { data: { app: 'host', version: 'h2', expiresAt: inAnHour } });
    return sendJson(response, 404, { statusCode: 404, code: 4040, message: 'notFound' });
  });
});
afterAll(() => api.close());

describe('a canary', () => {
  const noPreview = async () => null;

  it('goes to a visitor whose bucket is below its share, the live release to the others', async () => {
    const choose = releaseChoices({ registry, previewOf: noPreview });
    expect((await choose(page('/', 'releaseVisitor=49'))).versions).toEqual({
      host: 'h1',
      academy: 'a2',
      shop: 's1',
    });
    expect((await choose(page('/', 'releaseVisitor=50'))).versions).toEqual({
      host: 'h1',
      academy: 'a1',
      shop: 's1',
    });
    expect((await choose(page('/', 'releaseVisitor=0'))).cookies).toEqual([]);
  });

  it('gives a new visitor a bucket kept for a year, and so the same release on every page after', async () => {
    const buckets = [7, 93];
    const choose = releaseChoices({ registry, previewOf: noPreview, newBucket: () => buckets.shift() ?? 0 });
    const first = await choose(page('/'));
    expect(first.cookies).toEqual(['releaseVisitor=7; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect(first.versions.academy).toBe('a2');
    const other = await choose(page('/academy'));
    expect(other.versions.academy).toBe('a1');
    expect((await choose(page('/academy/courses', 'releaseVisitor=7'))).versions.academy).toBe('a2');
    expect((await choose(page('/academy/courses', 'releaseVisitor=93'))).versions.academy).toBe('a1');
  });

  it('takes no bucket it did not give: a bad cookie is replaced', async () => {
    const choose = releaseChoices({ registry, previewOf: noPreview, newBucket: () => 80 });
    expect((await choose(page('/', 'releaseVisitor=-1'))).cookies).toEqual([
      'releaseVisitor=80; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
    expect((await choose(page('/', 'releaseVisitor=100'))).versions.academy).toBe('a1');
  });

  it('reaches the whole runtime configuration, each remote still { version, manifest }', async () => {
    const pages = hostPages({ registry, previewOf: noPreview });
    const request = { ...page('/', 'releaseVisitor=10'), hostname: '127.0.0.1:3000', host: '127.0.0.1:3000' };
    const config = (await pages.runtimeConfig(request as never)) as { remotes: Record<string, unknown> };
    expect(config.remotes.academy).toEqual({
      version: 'a2',
      manifest: 'http://127.0.0.1:3004/a2/mf-manifest.json',
    });
    expect(config.remotes.shop).toEqual({
      version: 's1',
      manifest: 'http://127.0.0.1:3001/s1/mf-manifest.json',
    });
    expect(config).not.toHaveProperty('preview');
  });
});

describe('a preview link', () => {
  const withApi = () =>
    releaseChoices({ registry, previewOf: previewLookup({ apiUrl: api.url }), newBucket: () => 99 });

  it('gives the browser that opens it the release the API signed it for, and a cookie that expires with it', async () => {
    const choice = await withApi()(page('/academy?release-preview=good', 'releaseVisitor=99'));
    expect(choice.versions).toEqual({ host: 'h1', academy: 'a3', shop: 's1' });
    expect(choice.preview).toEqual({ app: 'academy', version: 'a3' });
    expect(choice.cookies).toEqual([
      `releasePreview=good; Path=/; Expires=${new Date(inAnHour).toUTCString()}; HttpOnly; SameSite=Lax`,
    ]);
    const next = await withApi()(page('/academy/courses', 'releaseVisitor=99; releasePreview=good'));
    expect(next.versions.academy).toBe('a3');
    expect(next.cookies).toEqual([]);
  });

  it('leaves every other browser on the live release', async () => {
    expect((await withApi()(page('/academy', 'releaseVisitor=99'))).versions.academy).toBe('a1');
  });

  it('grants nothing the API does not vouch for, and ends with an empty link', async () => {
    const forged = await withApi()(page('/?release-preview=forged', 'releaseVisitor=99'));
    expect(forged.preview).toBeNull();
    expect(forged.versions.academy).toBe('a1');
    expect(forged.cookies).toEqual(['releasePreview=; Path=/; Max-Age=0; SameSite=Lax']);
    const left = await withApi()(page('/?release-preview=', 'releaseVisitor=99; releasePreview=good'));
    expect(left.preview).toBeNull();
    expect(left.cookies).toEqual(['releasePreview=; Path=/; Max-Age=0; SameSite=Lax']);
  });

  it('is asked of the API once in a while, not on every page', async () => {
    const lookup = previewLookup({ apiUrl: api.url });
    const before = asked;
    await lookup('good');
    await lookup('good');
    expect(asked - before).toBe(1);
  });

  it('names the app and version in the runtime configuration, and may preview the host itself', async () => {
    const pages = hostPages({ registry, previewOf: previewLookup({ apiUrl: api.url }) });
    const request = {
      ...page('/?release-preview=good', 'releaseVisitor=99'),
      hostname: '127.0.0.1:3000',
      host: '127.0.0.1:3000',
    };
    const config = (await pages.runtimeConfig(request as never)) as Record<string, unknown>;
    expect(config.preview).toEqual({ app: 'academy', version: 'a3' });
    expect(await pages.ownRelease(request as never)).toBe('h1');
    const host = { ...request, url: '/?release-preview=host-preview' };
    expect(await pages.ownRelease(host as never)).toBe('h2');
  });
});
