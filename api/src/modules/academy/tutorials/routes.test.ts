import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttp, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('academy video tutorials', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  it('lists playlists with their videos in order, in Khmer for a Khmer client, to guests too', async () => {
    const answer = await http.get('/client/academy/tutorial/playlist');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((p: { title: string }) => p.title)).toEqual([
      'Espresso at the bar',
      'Milk and latte art',
    ]);
    expect(answer.body.data[0].videos.map((v: { id: number }) => v.id)).toEqual([1, 2]);
    const khmer = await http.get('/client/academy/tutorial/playlist', {
      headers: { 'accept-language': 'km' },
    });
    expect(khmer.body.data[0].title).toBe('អេស្ប្រេសូនៅបារ៍');
  });

  it('serves each listed video as WebM, and 404 for an unknown file', async () => {
    const { body } = await http.get('/client/academy/tutorial/playlist');
    const url: string = body.data[0].videos[0].videoUrl;
    const video = await fetch(`${api.baseUrl}${url}`);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await video.arrayBuffer());
    // The EBML magic number every WebM file starts with.
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect((await fetch(`${api.baseUrl}/client/academy/tutorial/video/missing.webm`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/client/academy/tutorial/video/..%2Fschema.ts`)).status).toBe(400);
  });

  it('answers a range of a video, so a player can jump into it', async () => {
    const { body } = await http.get('/client/academy/tutorial/playlist');
    const url = `${api.baseUrl}${body.data[0].videos[0].videoUrl}`;
    const whole = new Uint8Array(await (await fetch(url)).arrayBuffer());

    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([...whole.slice(100, 200)]);

    const past = await fetch(url, { headers: { range: `bytes=${whole.length + 10}-` } });
    expect(past.status).toBe(416);
  });
});
