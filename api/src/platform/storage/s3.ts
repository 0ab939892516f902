import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { type FileStorage, uploadUrlValidSeconds } from './index';

type S3Config = Extract<Config['storage'], { kind: 's3' }>;

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket (path-style URLs, so MinIO, R2 and AWS all work), through AWS SDK v3. Uploads go
 * straight to the bucket on a presigned PUT whose content type (and size, when the client gave it) are signed: a
 * different one is refused by the bucket. The API takes a key only once it has looked at what arrived (`inspect`).
 */
export const createS3Storage = ({ s3, clock }: { s3: S3Config; clock: Clock }): FileStorage => {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const Bucket = s3.bucket;

  return {
    async presignUpload(key, contentType, size) {
      const signingDate = clock.now();
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: contentType,
        ...(size ? { ContentLength: size } : {}),
      });
      const url = await getSignedUrl(client, command, {
        expiresIn: uploadUrlValidSeconds,
        signingDate,
        signableHeaders: new Set(['content-type', ...(size ? ['content-length'] : [])]),
      });
      return { url, expiresAt: new Date(signingDate.getTime() + uploadUrlValidSeconds * 1000) };
    },

    // Nothing is PUT to the API's own upload route while files live in a bucket.
    verifyUpload: () => false,

    async inspect(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        const first = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: 'bytes=0-15' }));
        const bytes = first.Body ? Buffer.from(await first.Body.transformToByteArray()) : Buffer.alloc(0);
        return { contentType: head.ContentType, size: head.ContentLength ?? 0, head: bytes };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async save(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes }));
    },

    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
};
