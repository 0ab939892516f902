import { createHash, createHmac } from 'node:crypto';

export type S3Credentials = { accessKeyId: string; secretAccessKey: string; region: string };

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of each path segment, as S3's canonical request wants it ('/' kept between segments). */
const encodePath = (path: string) =>
  path
    .split('/')
    .map((segment) =>
      encodeURIComponent(decodeURIComponent(segment)).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');

/**
 * AWS Signature Version 4 for one S3 request (the Authorization header form, payload signed). Answers the headers to
 * send: the given ones plus host, x-amz-date, x-amz-content-sha256 and Authorization.
 */
export function signS3Request({
  method,
  url,
  headers = {},
  body = Buffer.alloc(0),
  credentials,
  date,
}: {
  method: string;
  url: URL;
  headers?: Record<string, string>;
  body?: Buffer;
  credentials: S3Credentials;
  date: Date;
}): Record<string, string> {
  const amzDate = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const all: Record<string, string> = {
    ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value.trim()])),
    host: url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': sha256Hex(body),
  };
  const names = Object.keys(all).sort();
  const query = [...url.searchParams]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
  const canonical = [
    method,
    encodePath(url.pathname),
    query,
    ...names.map((name) => `${name}:${all[name]}`),
    '',
    names.join(';'),
    all['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...all,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
}
