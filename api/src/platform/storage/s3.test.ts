import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createHttp } from '../../../test/http';
import { pngBytes, uploadPng } from '../../../test/images';
import { type StartedApi, startApi } from '../../../test/start-api';
import { loadConfig } from '../config';
import { fileUrl } from '../public-url';
import { signS3Request } from './sigv4';

const credentials = {
  accessKeyId: 'portal-test',
  secretAccessKey: 'portal-test-secret',
  region: 'ap-southeast-1',
};

/**
 * A stand-in for the bucket (S3 is outside our walls): objects in a map, and every request refused unless its
 * Authorization is what AWS would compute for that method, path, body and date.
 */
async function startBucket() {
  const objects = new Map<string, Buffer>();
  const refused: string[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const amzDate = String(request.headers['x-amz-date']);
    const date = new Date(
      amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    const expected = signS3Request({ method: request.method ?? 'GET', url, body, credentials, date });
    if (request.headers.authorization !== expected.authorization) {
      refused.push(`${request.method} ${url.pathname}`);
      response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = decodeURIComponent(url.pathname);
    if (request.method === 'PUT') objects.set(key, body);
    if (request.method === 'DELETE') objects.delete(key);
    if (request.method === 'GET') {
      const found = objects.get(key);
      response.writeHead(found ? 200 : 404).end(found ?? '<Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    response.writeHead(request.method === 'DELETE' ? 204 : 200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, objects, refused, close: () => server.close() };
}

describe('uploads kept in an S3-compatible bucket', () => {
  let bucket: Awaited<ReturnType<typeof startBucket>>;
  let api: StartedApi;
  beforeAll(async () => {
    bucket = await startBucket();
    api = await startApi({
      env: {
        S3_ENDPOINT: bucket.url,
        S3_BUCKET: 'portal-uploads',
        S3_REGION: credentials.region,
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    bucket?.close();
  });

  it('stores an upload in the bucket, signed, and serves it back through the API', async () => {
    const http = createHttp(api.baseUrl);
    const user = await signUp(http);
    const key = await uploadPng(api.baseUrl, http, user.accessToken);
    expect(bucket.refused).toEqual([]);
    expect(bucket.objects.get(`/portal-uploads/${key}`)).toEqual(pngBytes());
    const served = await fetch(new URL(fileUrl(api.config, key), api.baseUrl));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pngBytes());
  });

  it('answers 404 for a key the bucket does not hold, and refuses a wrongly signed request there', async () => {
    const missing = await fetch(
      new URL(fileUrl(api.config, 'businessPartner/none/nothing.png'), api.baseUrl),
    );
    expect(missing.status).toBe(404);
    const forged = await fetch(`${bucket.url}/portal-uploads/anything.png`, {
      headers: { authorization: 'AWS4-HMAC-SHA256 Credential=x', 'x-amz-date': '20260101T000000Z' },
    });
    expect(forged.status).toBe(403);
  });

  it('refuses to start with a bucket but no keys', () => {
    expect(() => loadConfig({ S3_ENDPOINT: bucket.url, S3_BUCKET: 'portal-uploads' })).toThrow(
      /S3_BUCKET needs/,
    );
  });
});
