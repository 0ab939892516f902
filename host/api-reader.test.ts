/**
 * @jest-environment node
 */

import { describe, expect, it } from '@jest/globals';
import { delay, HttpResponse, http } from 'msw';
import { mockApi } from '../shared/test/mock-api';
import { poll } from '../test/support/poll';
import { createApiReader } from './api-reader.cjs';

// A fake API answering the reader's calls: the reader is what stands between every page the host's server writes
// and the API.
const api = 'http://api.test';
const requests: { url: string; language: string }[] = [];
let delayMs = 0;
mockApi(
  http.get(`${api}/client/*`, async ({ request }) => {
    const url = new URL(request.url);
    const path = `${url.pathname}${url.search}`;
    const language = request.headers.get('accept-language') ?? undefined;
    requests.push({ url: path, language: String(language) });
    if (delayMs) await delay(delayMs);
    if (path === '/client/product/404')
      return HttpResponse.json({ data: null, message: 'not found' }, { status: 404 });
    return HttpResponse.json({ data: { path, language } });
  }),
);

const readerFor = (now: () => number = Date.now, timeoutMs = 2_000) =>
  createApiReader({ baseUrl: api, timeoutMs, ttlMs: 60_000, now });

describe("the host server's reads of the API", () => {
  it("answers an API path's data, asked in the page's language", async () => {
    const read = readerFor()('km-KH');
    expect(await read('/product/3')).toEqual({ path: '/client/product/3', language: 'km-KH' });
  });

  it('asks the API once for reads made together or within the cache time, per language', async () => {
    let clock = 0;
    const reader = readerFor(() => clock);
    requests.length = 0;
    await Promise.all([reader('en-US')('/category'), reader('en-US')('/category')]);
    clock = 59_000;
    await reader('en-US')('/category');
    await reader('km-KH')('/category');
    expect(requests.map(({ language }) => language)).toEqual(['en-US', 'km-KH']);
    clock = 61_000;
    await reader('en-US')('/category');
    expect(requests).toHaveLength(3);
  });

  it('answers undefined for an error, and asks again next time', async () => {
    const read = readerFor()('en-US');
    requests.length = 0;
    expect(await read('/product/404')).toBeUndefined();
    expect(await read('/product/404')).toBeUndefined();
    expect(requests).toHaveLength(2);
  });

  it('gives up on a slow API after its wait, so the page is not held up', async () => {
    delayMs = 3_000;
    const started = Date.now();
    try {
      expect(await readerFor(Date.now, 250)('en-US')('/product/7')).toBeUndefined();
    } finally {
      delayMs = 0;
    }
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('with serveStale, answers its last good answer at once once the cache time is over, and reads a newer one behind it', async () => {
    let clock = 0;
    const read = createApiReader({
      baseUrl: api,
      timeoutMs: 2_000,
      ttlMs: 30_000,
      serveStale: true,
      now: () => clock,
    })('en-US');
    expect(await read('/localize')).toEqual({ path: '/client/localize', language: 'en-US' });
    clock = 31_000;
    delayMs = 3_000;
    requests.length = 0;
    const started = Date.now();
    try {
      expect(await read('/localize')).toEqual({ path: '/client/localize', language: 'en-US' });
      expect(Date.now() - started).toBeLessThan(200);
      // The newer read is on its way all the same.
      await poll(() => requests.length).toBe(1);
    } finally {
      delayMs = 0;
    }
  });
});
