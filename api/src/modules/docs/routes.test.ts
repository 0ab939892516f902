import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedApi, startApi } from '../../../test/start-api';

describe('GET /client/docs/json', () => {
  let api: StartedApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.close());

  it('serves an OpenAPI document listing the client routes with their answers', async () => {
    const response = await fetch(`${api.baseUrl}/client/docs/json`);

    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/client/health',
      '/client/localize',
      '/client/settings',
    ]);
    for (const path of Object.values(document.paths)) {
      expect(Object.keys(path.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
    }
  });
});
