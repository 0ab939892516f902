import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import sharp from 'sharp';
import { createHttp } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('a stored picture in other sizes and formats', () => {
  let api: StartedApi;
  let pictureUrl: string;
  beforeAll(async () => {
    api = await startApi();
    const http = createHttp(api.baseUrl);
    const [found] = (await http.get('/client/search?key=House%20Espresso')).body.data;
    pictureUrl = `${api.baseUrl}${found.image.url}`;
  });
  afterAll(() => api?.close());

  const get = (query: string) => fetch(`${pictureUrl}?${query}`);

  it.each([
    ['w=320&format=webp', 'image/webp', 'webp', 320],
    ['w=320&format=avif', 'image/avif', 'heif', 320],
    ['w=320', 'image/png', 'png', 320],
    ['format=webp', 'image/webp', 'webp', 600],
  ])('answers ?%s as %s, the asked width, cached for a year', async (query, contentType, format, width) => {
    const answer = await get(query);

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(contentType);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format, width, height: width });
  });

  it('never makes a picture larger than it is', async () => {
    const answer = await get('w=1024&format=webp');

    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(600);
  });

  it('makes a size once and answers the same bytes again', async () => {
    const first = Buffer.from(await (await get('w=640&format=avif')).arrayBuffer());
    const again = Buffer.from(await (await get('w=640&format=avif')).arrayBuffer());

    expect(again.equals(first)).toBe(true);
    const key = decodeURIComponent(new URL(pictureUrl).pathname.replace('/client/upload/files/', ''));
    expect(existsSync(join(api.config.dataDir, 'image-variants', '640-avif', key))).toBe(true);
  });

  it.each([
    ['w=500', 'imageWidthNotOffered'],
    ['w=abc&format=webp', 'imageWidthNotOffered'],
    ['format=gif', 'imageFormatNotOffered'],
  ])('refuses ?%s with the validation error %s', async (query, message) => {
    const answer = await get(query);

    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ statusCode: 400, code: ErrorCode.validation, message });
  });

  it('answers 404 for a size of a picture that does not exist', async () => {
    const answer = await fetch(
      `${api.baseUrl}/client/upload/files/seed/00000000-0000-4000-8000-999999999999/nothing.png?w=320`,
    );

    expect(answer.status).toBe(404);
  });
});
