import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import S3rver from 's3rver';
import { expect } from '../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../test/accounts';
import { createHttp, type Http } from '../../../test/http';
import { blankPng, pngBytes, pngHeaderThenHtml } from '../../../test/images';
import { type StartedApi, startApi } from '../../../test/start-api';
import { loadConfig } from '../config';

// s3rver (npm) is the S3-compatible server that installs here: it speaks S3's HTTP protocol (path-style buckets,
// presigned query URLs, HEAD, ranged GET, DELETE) but does not check signatures, so what a signature fixes is
// checked on the presigned URL's own query, as AWS documents it (Signature Version 4, query parameters).
const bucket = 'portal-files';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

describe('uploads straight to an S3-compatible bucket', () => {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  let server: S3rver;
  let endpoint: string;
  let s3: S3Client;
  let api: StartedApi;
  let http: Http;
  let user: SignedIn;
  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    api = await startApi({
      env: {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_PUBLIC_URL: `${endpoint}/${bucket}`,
      },
    });
    http = createHttp(api.baseUrl);
    user = await signUp(http);
  });
  afterAll(async () => {
    await api?.close();
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const presign = async (size?: number) => {
    const media = { ext: 'png', type: 'profile', filename: 'me', ...(size ? { size } : {}) };
    const answer = await http.post('/client/upload/presign', { media: [media] }, { token: user.accessToken });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data[0] as { uploadUrl: string; key: string };
  };
  const put = (url: string, body: Buffer, contentType = 'image/png') =>
    fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(body) });
  const useAsPicture = (key: string) =>
    http.put('/client/account/profile', { imageUrl: key }, { token: user.accessToken });
  const exists = (key: string) =>
    s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
      () => true,
      () => false,
    );

  it('presigns a PUT to the bucket with the type and size in its signature, for 15 minutes', async () => {
    const { uploadUrl, key } = await presign(pngBytes().length);
    const url = new URL(uploadUrl);
    expect(`${url.origin}${decodeURIComponent(url.pathname)}`).toBe(`${endpoint}/${bucket}/${key}`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual([
      'content-length',
      'content-type',
      'host',
    ]);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const { uploadUrl: unsized } = await presign();
    expect(new URL(unsized).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual([
      'content-type',
      'host',
    ]);
  });

  it('takes a key once the file arrived in the bucket, and serves it from the bucket’s public URL', async () => {
    const { uploadUrl, key } = await presign(pngBytes().length);
    expect((await useAsPicture(key)).status).toBe(400);
    expect((await put(uploadUrl, pngBytes())).status).toBe(200);

    expect((await useAsPicture(key)).status).toBe(200);
    const profile = await http.get('/client/account/profile', { token: user.accessToken });
    const picture = profile.body.data.imageUrl as string;
    expect(picture).toBe(`${endpoint}/${bucket}/${key}`);
    expect(Buffer.from(await (await fetch(picture)).arrayBuffer())).toEqual(pngBytes());
    const upload = await api.db
      .selectFrom('uploads')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(upload.size_bytes).toBe(pngBytes().length);
    expect(upload.uploaded_at).not.toBeNull();
  });

  it.each([
    ['another type than the one presigned', pngBytes(), 'image/jpeg'],
    ['bytes that are not that image', Buffer.from('not a picture at all'), 'image/png'],
    ['a PNG header, then a web page', pngHeaderThenHtml(), 'image/png'],
  ])('refuses a key whose object has %s, and deletes the object', async (_case, body, contentType) => {
    const { uploadUrl, key } = await presign();
    expect((await put(uploadUrl, body, contentType)).status).toBe(200);
    expect(await exists(key)).toBe(true);

    const refused = await useAsPicture(key);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('imageNotUploaded');
    expect(await exists(key)).toBe(false);
  });

  it('refuses a key whose picture has more pixels than it may have (16000×16000), and deletes the object', async () => {
    const { uploadUrl, key } = await presign();
    expect((await put(uploadUrl, await blankPng(16000, 16000))).status).toBe(200);

    const refused = await useAsPicture(key);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('pictureIsTooLarge');
    expect(await exists(key)).toBe(false);
  });

  it('refuses a presign for an empty or too large file', async () => {
    for (const [size, message] of [
      [0, 'fileCannotBeEmpty'],
      [5 * 1024 * 1024 + 1, 'payloadTooLarge'],
    ] as const) {
      const media = [{ ext: 'png', type: 'profile', size }];
      const answer = await http.post('/client/upload/presign', { media }, { token: user.accessToken });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });

  it('refuses to start with a bucket but no keys', () => {
    expect(() => loadConfig({ S3_ENDPOINT: endpoint, S3_BUCKET: bucket })).toThrow(/S3_BUCKET needs/);
  });
});
