import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type StartedApi, startApi } from '../../test/start-api';

describe('GET /metrics', () => {
  let api: StartedApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.close());

  const metrics = async () => (await fetch(`${api.baseUrl}/metrics`)).text();
  const value = (text: string, series: string) =>
    Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${series} `))
        ?.split(' ')[1] ?? Number.NaN,
    );

  it('counts requests by route pattern and status, with their latency, and the read cache’s hits', async () => {
    await fetch(`${api.baseUrl}/client/settings`);
    await fetch(`${api.baseUrl}/client/settings`);
    await fetch(`${api.baseUrl}/client/category/999999`);
    const text = await metrics();
    expect(
      value(text, 'http_request_duration_seconds_count{method="GET",route="/client/settings",status="200"}'),
    ).toBe(2);
    expect(
      value(
        text,
        'http_request_duration_seconds_count{method="GET",route="/client/category/:id",status="404"}',
      ),
    ).toBe(1);
    expect(value(text, 'read_cache_reads_total{tag="settings",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'read_cache_reads_total{tag="settings",result="miss"}')).toBeGreaterThanOrEqual(1);
    await fetch(`${api.baseUrl}/client/settings`);
    expect(value(await metrics(), 'read_cache_reads_total{tag="settings",result="hit"}')).toBe(
      value(text, 'read_cache_reads_total{tag="settings",result="hit"}') + 1,
    );
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (api.config.database.kind === 'postgres')
      expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
  });

  it('names each request by the X-Request-Id the front door gives it, or an id of its own', async () => {
    const named = await fetch(`${api.baseUrl}/client/settings`, { headers: { 'x-request-id': 'abc123' } });
    expect(named.headers.get('x-request-id')).toBe('abc123');
    const unnamed = await fetch(`${api.baseUrl}/client/settings`);
    expect(unnamed.headers.get('x-request-id')).toMatch(/^req-/);
  });

  it('names refused and unknown requests too', async () => {
    const refused = await fetch(`${api.baseUrl}/client/product?origin=%00`, {
      headers: { 'x-request-id': 'nul1' },
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-request-id')).toBe('nul1');
    const unknown = await fetch(`${api.baseUrl}/client/no-such-route`, {
      headers: { 'x-request-id': 'gone1' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-request-id')).toBe('gone1');
    const malformed = await fetch(`${api.baseUrl}/client/product`, {
      headers: { 'x-request-id': 'token1', authorization: 'Bearer not a token' },
    });
    expect(malformed.status).toBe(401);
    expect(malformed.headers.get('x-request-id')).toBe('token1');
  });
});
