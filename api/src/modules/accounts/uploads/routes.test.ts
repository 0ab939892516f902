import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createTestClock, minutes } from '../../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { blankPng, pngBytes, pngHeaderThenHtml, uploadPng } from '../../../../test/images';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('uploads', () => {
  const clock = createTestClock();
  let api: StartedApi;
  let http: Http;
  let user: SignedIn;
  beforeAll(async () => {
    api = await startApi({ clock });
    http = createHttp(api.baseUrl);
    user = await signUp(http);
  });
  afterAll(() => api?.close());

  const presign = (media: unknown, token: string | null = user.accessToken) =>
    http.post('/client/upload/presign', { media }, { token: token ?? undefined });
  const put = (uploadUrl: string, body: Buffer | string, contentType = 'image/png') =>
    fetch(new URL(uploadUrl, api.baseUrl), {
      method: 'PUT',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
  const presignOne = async (filename = 'photo.png', ext = 'png') =>
    (await presign([{ ext, type: 'service', filename }])).body.data[0] as { uploadUrl: string; key: string };

  it('answers one upload URL and key per file, the key named by the filename rule', async () => {
    const answer = await presign([
      { ext: 'png', type: 'service', filename: 'My Café 2024.final.png' },
      { ext: 'jpeg', type: 'service', filename: 'a.jpg' },
      { ext: 'webp', type: 'service', filename: '2024-01.webp' },
    ]);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('ok');
    const keys = answer.body.data.map((item: { key: string }) => item.key);
    expect(keys[0]).toMatch(/^service\/[0-9a-f-]{36}\/MyCafé\.png$/);
    expect(keys[1]).toMatch(/\/a\.jpeg$/);
    expect(keys[2]).toMatch(/\/file\.webp$/);
    expect(answer.body.data[0].uploadUrl).toMatch(
      /^\/client\/upload\/files\/service\/.+\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
  });

  it('stores a PUT image and serves it back by key', async () => {
    const { uploadUrl, key } = await presignOne();

    const stored = await put(uploadUrl, pngBytes());
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ data: null, message: 'ok' });

    const served = await fetch(
      `${api.baseUrl}/client/upload/files/${key.split('/').map(encodeURIComponent).join('/')}`,
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(pngBytes())).toBe(true);
  });

  it('takes each upload URL once: a second PUT, even sent at the same time, answers 409 and keeps the first file', async () => {
    const { uploadUrl, key } = await presignOne();
    const other = Buffer.concat([pngBytes(), Buffer.from('another picture')]);

    const answers = await Promise.all([put(uploadUrl, pngBytes()), put(uploadUrl, other)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(await refused?.json()).toMatchObject({
      statusCode: 409,
      code: ErrorCode.conflict,
      message: 'uploadLinkAlreadyUsed',
    });
    const kept = Buffer.from(
      await (
        await fetch(`${api.baseUrl}/client/upload/files/${key.split('/').map(encodeURIComponent).join('/')}`)
      ).arrayBuffer(),
    );

    const again = await put(uploadUrl, other);
    expect(again.status).toBe(409);
    const served = await fetch(
      `${api.baseUrl}/client/upload/files/${key.split('/').map(encodeURIComponent).join('/')}`,
    );
    expect(Buffer.from(await served.arrayBuffer()).equals(kept)).toBe(true);
  });

  it('lets a refused upload be sent again on the same URL: only a stored file uses it', async () => {
    const { uploadUrl } = await presignOne();
    expect((await put(uploadUrl, Buffer.from('not an image'))).status).toBe(400);
    expect((await put(uploadUrl, pngBytes())).status).toBe(200);
  });

  it('refuses an empty file with fileCannotBeEmpty', async () => {
    const { uploadUrl } = await presignOne();
    const answer = await put(uploadUrl, Buffer.alloc(0));
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toBe('fileCannotBeEmpty');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { uploadUrl } = await presignOne();
    const big = Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await put(uploadUrl, big);
    expect(answer.status).toBe(413);
    expect((await answer.json()).message).toBe('payloadTooLarge');
  });

  it('refuses another content type than the one presigned, and bytes that are not that image', async () => {
    const { uploadUrl } = await presignOne();
    const asJpeg = await put(uploadUrl, pngBytes(), 'image/jpeg');
    const asText = await put(uploadUrl, 'hello', 'text/plain');
    const asSvg = await put(uploadUrl, '<svg/>', 'image/svg+xml');
    const fake = await put(uploadUrl, Buffer.from('not really a png'));

    expect(asJpeg.status).toBe(415);
    expect(asText.status).toBe(415);
    expect(asSvg.status).toBe(415);
    expect(fake.status).toBe(400);
    expect((await fake.json()).message).toBe('fileIsNotAnImage');
  });

  it('refuses a picture of more pixels than it may have (a 250 KB PNG of 16000×16000), and keeps nothing', async () => {
    const { uploadUrl, key } = await presignOne();
    const bomb = await blankPng(16000, 16000);
    expect(bomb.length).toBeLessThan(300_000);

    const answer = await put(uploadUrl, bomb);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: ErrorCode.validation, message: 'pictureIsTooLarge' });
    const served = await fetch(
      `${api.baseUrl}/client/upload/files/${key.split('/').map(encodeURIComponent).join('/')}`,
    );
    expect(served.status).toBe(404);
    expect((await put(uploadUrl, pngBytes())).status).toBe(200);
  });

  it('refuses a picture longer than the longest side it may have, however few its pixels', async () => {
    const { uploadUrl } = await presignOne();
    const answer = await put(uploadUrl, await blankPng(12000, 1));
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toBe('pictureIsTooLarge');
  });

  it('refuses a file that starts as a PNG but does not decode as one (a PNG header, then a web page)', async () => {
    const { uploadUrl } = await presignOne();
    const answer = await put(uploadUrl, pngHeaderThenHtml());
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toBe('fileIsNotAnImage');
  });

  it('takes exactly the size the upload URL was presigned for', async () => {
    const media = [{ ext: 'png', type: 'service', filename: 'a.png', size: pngBytes().length }];
    const signed = (await presign(media)).body.data[0] as { uploadUrl: string };
    const larger = await put(signed.uploadUrl, Buffer.concat([pngBytes(), Buffer.alloc(100)]));
    expect(larger.status).toBe(400);
    expect((await larger.json()).message).toBe('fileSizeIsNotThePresignedOne');
    const resized = signed.uploadUrl.replace(/size=\d+/, `size=${pngBytes().length + 100}`);
    expect((await put(resized, Buffer.concat([pngBytes(), Buffer.alloc(100)]))).status).toBe(403);

    expect((await put(signed.uploadUrl, pngBytes())).status).toBe(200);
  });

  it('refuses a tampered or expired upload URL', async () => {
    const { uploadUrl } = await presignOne();
    const tampered = uploadUrl.replace(
      /signature=(.)/,
      (_, first) => `signature=${first === 'a' ? 'b' : 'a'}`,
    );
    const other = await presignOne('other.png');
    const swappedKey = uploadUrl.replace(/files\/[^?]+/, `files/${other.key}`);

    expect((await put(tampered, pngBytes())).status).toBe(403);
    expect((await put(swappedKey, pngBytes())).status).toBe(403);
    clock.advance(minutes(16));
    const late = await put(uploadUrl, pngBytes());
    expect(late.status).toBe(403);
    expect(await late.json()).toMatchObject({
      code: ErrorCode.permissionDenied,
      message: 'uploadLinkIsInvalidOrExpired',
    });
  });

  it('answers an unknown key with 404', async () => {
    const missing = await fetch(
      `${api.baseUrl}/client/upload/files/service/00000000-0000-4000-8000-000000000000/x.png`,
    );
    expect(missing.status).toBe(404);
    expect((await fetch(`${api.baseUrl}/client/upload/files/../../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/client/upload/files/service/%2e%2e/%2e%2e/x.png`)).status).toBe(404);
  });

  it('checks the presign request: a token, files, image extensions, a folder name', async () => {
    expect((await presign([{ ext: 'png', type: 'service', filename: 'a.png' }], null)).status).toBe(401);
    expect(envelopeOf(await presign([])).message).toBe('mediaIsRequired');
    expect(envelopeOf(await presign([{ ext: 'svg', type: 'service', filename: 'a.svg' }])).message).toBe(
      'unsupportedFileType',
    );
    expect(envelopeOf(await presign([{ ext: 'png', type: '../etc', filename: 'a.png' }])).message).toBe(
      'invalidUploadType',
    );
    expect(
      envelopeOf(await presign(Array.from({ length: 11 }, () => ({ ext: 'png', type: 'service' })))).message,
    ).toBe('tooManyFiles');
  });

  it("sets the profile picture from the user's own upload, never from someone else's", async () => {
    const key = await uploadPng(api.baseUrl, http, user.accessToken, 'me.png');
    const other = await signUp(http);

    const mine = await http.put('/client/account/profile', { imageUrl: key }, { token: user.accessToken });
    const theirs = await http.put('/client/account/profile', { imageUrl: key }, { token: other.accessToken });

    expect(mine.status).toBe(200);
    expect(mine.body.data.imageUrl).toMatch(
      /^\/client\/upload\/files\/businessPartner\/[0-9a-f-]{36}\/me\.png$/,
    );
    expect((await fetch(new URL(mine.body.data.imageUrl, api.baseUrl))).status).toBe(200);
    expect(theirs.status).toBe(400);
    expect(envelopeOf(theirs).message).toBe('imageNotUploaded');
    const cleared = await http.put(
      '/client/account/profile',
      { imageUrl: null },
      { token: user.accessToken },
    );
    expect(cleared.body.data.imageUrl).toBeNull();
  });
});
