import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ReleaseJson } from '../../../../../build-config/release-compatibility.cjs';
import { compareVersions } from '../../../../../build-config/releases.cjs';
import type { Config } from '../../../platform/config';
import type { ArchiveFile } from './archive';
import type { ReleaseFiles } from './release-files';

type S3Config = Extract<Config['storage'], { kind: 's3' }>;

/** Where releases live in the bucket, apart from uploads: `releases/<app>/<version>/<file>`. */
export const releaseKeyPrefix = 'releases/';

// As the app servers cache them (build-config/serve.cjs): a hashed file never changes, the rest is revalidated.
const hashed = /\.[0-9a-f]{8}\.(js|css|woff2?|png|svg|jpe?g|webp)(\.gz|\.br)?$/;
export const cacheControlOf = (path: string) =>
  hashed.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';

const types: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  json: 'application/json',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  woff: 'font/woff',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
};

/** Type and encoding of a release file; its `.gz` and `.br` twins keep the type of what they compress. */
export const objectHeadersOf = (path: string) => {
  const encoding = path.endsWith('.gz') ? 'gzip' : path.endsWith('.br') ? 'br' : undefined;
  const plain = encoding ? path.slice(0, -3) : path;
  const type = types[plain.split('.').at(-1)?.toLowerCase() ?? ''] ?? 'application/octet-stream';
  return {
    ContentType: type,
    CacheControl: cacheControlOf(path),
    ...(encoding ? { ContentEncoding: encoding } : {}),
  };
};

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/**
 * Releases in the S3-compatible bucket of S3_* (served from its public or CDN address). release.json goes up last,
 * so a release is seen (listed, promotable) only once every other file is in the bucket.
 */
export const createReleaseBucket = (s3: S3Config): ReleaseFiles => {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const Bucket = s3.bucket;
  const keyOf = (app: string, version: string, path: string) =>
    `${releaseKeyPrefix}${app}/${version}/${path}`;

  const read = async (app: string, version: string): Promise<ReleaseJson | null> => {
    if (!/^[\w.+-]+$/.test(version)) return null;
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket, Key: keyOf(app, version, 'release.json') }),
      );
      return JSON.parse((await object.Body?.transformToString('utf8')) ?? 'null') as ReleaseJson | null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  const exists = async (app: string, version: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(app, version, 'release.json') }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };

  return {
    exists,
    read,
    async list(app) {
      const versions: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: `${releaseKeyPrefix}${app}/`,
            Delimiter: '/',
            ContinuationToken,
          }),
        );
        for (const { Prefix } of page.CommonPrefixes ?? []) {
          const version = Prefix?.split('/').at(-2);
          if (version) versions.push(version);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      const releases = await Promise.all(versions.map((version) => read(app, version)));
      return releases
        .filter((release): release is ReleaseJson => release !== null)
        .sort((a, b) => compareVersions(a.version, b.version));
    },
    async keep(app, version, files: ArchiveFile[]) {
      if (await exists(app, version)) return false;
      const put = (file: ArchiveFile) =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(app, version, file.path),
            Body: file.bytes,
            ...objectHeadersOf(file.path),
          }),
        );
      const last = files.filter((file) => file.path === 'release.json');
      const rest = files.filter((file) => file.path !== 'release.json');
      for (let at = 0; at < rest.length; at += 8) await Promise.all(rest.slice(at, at + 8).map(put));
      for (const file of last) await put(file);
      return true;
    },
  };
};
