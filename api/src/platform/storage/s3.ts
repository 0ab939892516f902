import { Readable } from 'node:stream';
import type { Clock } from '../clock';
import type { FileStorage } from './index';
import { type S3Credentials, signS3Request } from './sigv4';

type S3Config = { endpoint: string; bucket: string } & S3Credentials;

/**
 * Files in an S3-compatible bucket (path-style URLs, so MinIO, R2 and AWS all work). Uploads still arrive at the
 * API through its own signed URLs, where type, size and emptiness are checked (`signed` does that part); only the
 * stored bytes live in the bucket, and the API serves them back.
 */
export const createS3Storage = ({
  s3,
  clock,
  signed,
}: {
  s3: S3Config;
  clock: Clock;
  signed: Pick<FileStorage, 'presignUpload' | 'verifyUpload'>;
}): FileStorage => {
  const call = (method: string, key: string, body?: Buffer) => {
    const url = new URL(`${s3.endpoint}/${s3.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`);
    const headers = signS3Request({
      method,
      url,
      ...(body ? { body } : {}),
      credentials: s3,
      date: clock.now(),
    });
    // `host` is the fetch's own business; it is signed, and fetch sends the same value.
    const { host: _host, ...sent } = headers;
    return fetch(url, { method, headers: sent, ...(body ? { body: new Uint8Array(body) } : {}) });
  };
  const failed = async (what: string, response: Response) =>
    new Error(`S3 ${what} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);

  return {
    ...signed,
    async save(key, bytes) {
      const response = await call('PUT', key, bytes);
      if (!response.ok) throw await failed(`PUT ${key}`, response);
    },
    async open(key) {
      const response = await call('GET', key);
      if (response.status === 404) return null;
      if (!response.ok || !response.body) throw await failed(`GET ${key}`, response);
      return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    },
    async remove(key) {
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failed(`DELETE ${key}`, response);
    },
  };
};
