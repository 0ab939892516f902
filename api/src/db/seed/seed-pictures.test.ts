import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { createHttp } from '../../../test/http';
import { type StartedApi, startApi } from '../../../test/start-api';

/** How many different colours a picture has (the old banded placeholders had three). */
const distinctColours = async (bytes: Buffer) => {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const seen = new Set<number>();
  for (let i = 0; i < data.length; i += info.channels)
    seen.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
  return seen.size;
};

describe('the seeded pictures', () => {
  let api: StartedApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.close());

  it('are drawn illustrations of the product, a different one for each of its pictures', async () => {
    const http = createHttp(api.baseUrl);
    const [found] = (await http.get('/client/search?key=Ratanakiri%20Robusta')).body.data;
    const { images } = (await http.get(`/client/product/${found.id}`)).body.data;
    const bytes = await Promise.all(
      images.map(async (image: { url: string }) =>
        Buffer.from(await (await fetch(`${api.baseUrl}${image.url}`)).arrayBuffer()),
      ),
    );

    expect(images).toHaveLength(2);
    for (const picture of bytes) {
      expect(await sharp(picture).metadata()).toMatchObject({ format: 'png', width: 600, height: 600 });
      expect(await distinctColours(picture)).toBeGreaterThan(200);
    }
    expect(bytes[0]?.equals(bytes[1] as Buffer)).toBe(false);
  });

  it('give categories and banners drawings too', async () => {
    const http = createHttp(api.baseUrl);
    const categories = (await http.get('/client/category')).body.data as { imageUrl: string }[];
    const banners = (await http.get('/client/advertisement/banner')).body.data as { imageUrl: string }[];
    for (const url of [categories[0]?.imageUrl, banners[0]?.imageUrl]) {
      const picture = Buffer.from(await (await fetch(`${api.baseUrl}${url}`)).arrayBuffer());
      expect(await distinctColours(picture)).toBeGreaterThan(200);
    }
  });
});
