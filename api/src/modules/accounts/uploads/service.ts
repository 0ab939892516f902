import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  ErrorCode,
  maxUploadBytes,
  type PresignBody,
  type PresignedUpload,
  toUploadFileName,
  uploadContentTypes,
} from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { checkPicture } from '../../../platform/images/picture-check';
import {
  type ImageVariants,
  type VariantRequest,
  variantContentType,
} from '../../../platform/images/variants';
import type { FileStorage } from '../../../platform/storage';

/** `<type>/<uuid>/<name>.<ext>`, as `presign` makes them; anything else is not a key of ours. */
const keyPattern =
  /^[A-Za-z][A-Za-z0-9-]{0,31}\/[0-9a-f-]{36}\/[\p{L}\p{M}\p{N}]{1,100}\.(jpeg|jpg|png|webp|gif)$/u;

export const isUploadKey = (key: string) => keyPattern.test(key);

const contentTypeOfKey = (key: string) => {
  const ext = key.slice(key.lastIndexOf('.') + 1) as keyof typeof uploadContentTypes;
  return uploadContentTypes[ext];
};

/** The first bytes each image type starts with; a file claiming a type must carry its signature. */
const looksLike = (contentType: string, bytes: Buffer) => {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  switch (contentType) {
    case 'image/jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/gif':
      return ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a';
    case 'image/webp':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
    default:
      return false;
  }
};

const notFound = () => new AppError(404, ErrorCode.notFound, 'resourceNotFound');
const pictureIsTooLarge = () => new AppError(400, ErrorCode.validation, 'pictureIsTooLarge');

export const createUploadService = ({
  db,
  clock,
  storage,
  variants,
}: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  variants: ImageVariants;
}) => {
  /** Whether `key` is this user's upload and its file arrived (looked at in the bucket on first use). */
  const arrived = async (userId: number, key: string) => {
    if (!isUploadKey(key)) return false;
    const row = await db
      .selectFrom('uploads')
      .select(['uploaded_at', 'content_type'])
      .where('key', '=', key)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return false;
    if (row.uploaded_at) return true;
    const stored = await storage.inspect?.(key);
    if (!stored) return false;
    const fits =
      stored.contentType === row.content_type &&
      stored.size > 0 &&
      stored.size <= maxUploadBytes &&
      looksLike(row.content_type, stored.head);
    // The type and first bytes are looked at before the whole file is read; then it must decode within the limits.
    const bytes = fits ? await storage.open(key).then((stream) => stream && buffer(stream)) : null;
    const verdict = bytes ? await checkPicture(bytes, row.content_type) : 'notThatImage';
    if (verdict !== 'ok') {
      await storage.remove(key);
      if (verdict === 'tooLarge') throw pictureIsTooLarge();
      return false;
    }
    await db
      .updateTable('uploads')
      .set({ uploaded_at: clock.now(), size_bytes: stored.size })
      .where('key', '=', key)
      .where('uploaded_at', 'is', null)
      .execute();
    return true;
  };

  return {
    async presign(userId: number, body: PresignBody): Promise<PresignedUpload[]> {
      const now = clock.now();
      const uploads = await Promise.all(
        body.media.map(async (media) => {
          const key = `${media.type}/${randomUUID()}/${toUploadFileName(media.filename)}.${media.ext}`;
          const contentType = uploadContentTypes[media.ext];
          const { url, expiresAt } = await storage.presignUpload(key, contentType, media.size);
          return { key, contentType, uploadUrl: url, expiresAt: expiresAt.toISOString() };
        }),
      );
      await db
        .insertInto('uploads')
        .values(
          uploads.map(({ key, contentType }) => ({
            key,
            user_id: userId,
            content_type: contentType,
            created_at: now,
          })),
        )
        .execute();
      return uploads;
    },

    /**
     * The PUT to a presigned URL: genuine and unexpired, the type (and size) it was signed for, not empty, a picture
     * of that type within the pixel limits.
     */
    async receive(
      key: string,
      contentTypeHeader: string | undefined,
      query: { expires?: string; signature?: string; size?: string },
      body: unknown,
    ) {
      if (!isUploadKey(key)) throw notFound();
      const contentType = contentTypeOfKey(key);
      if (!storage.verifyUpload(key, contentType, query)) {
        throw new AppError(403, ErrorCode.permissionDenied, 'uploadLinkIsInvalidOrExpired');
      }
      const sentType = contentTypeHeader?.split(';')[0]?.trim().toLowerCase();
      if (sentType !== contentType) throw new AppError(415, 4150, 'unsupportedMediaType');
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new AppError(400, ErrorCode.validation, 'fileCannotBeEmpty');
      }
      if (query.size && body.length !== Number(query.size)) {
        throw new AppError(400, ErrorCode.validation, 'fileSizeIsNotThePresignedOne');
      }
      const verdict = await checkPicture(body, contentType);
      if (verdict === 'tooLarge') throw pictureIsTooLarge();
      if (verdict !== 'ok') throw new AppError(400, ErrorCode.validation, 'fileIsNotAnImage');
      // One file per URL: the first PUT claims the key in one conditional update, so a second one (even a
      // simultaneous one) never replaces a file that may already be checked and served as immutable.
      const claimed = await db
        .updateTable('uploads')
        .set({ uploaded_at: clock.now(), size_bytes: body.length })
        .where('key', '=', key)
        .where('uploaded_at', 'is', null)
        .returning('key')
        .executeTakeFirst();
      if (!claimed) {
        const known = await db.selectFrom('uploads').select('key').where('key', '=', key).executeTakeFirst();
        if (!known) throw notFound();
        throw new AppError(409, ErrorCode.conflict, 'uploadLinkAlreadyUsed');
      }
      try {
        await storage.save(key, body);
      } catch (error) {
        await db
          .updateTable('uploads')
          .set({ uploaded_at: null, size_bytes: null })
          .where('key', '=', key)
          .execute();
        throw error;
      }
    },

    async open(key: string) {
      if (!isUploadKey(key)) throw notFound();
      const stream = await storage.open(key);
      if (!stream) throw notFound();
      return { stream, contentType: contentTypeOfKey(key) };
    },

    /** A picture at one of the offered widths and/or in a lighter format, made on first request. */
    async openVariant(key: string, request: VariantRequest) {
      if (!isUploadKey(key)) throw notFound();
      const bytes = await variants.variant(key, () => storage.open(key), request);
      if (!bytes) throw notFound();
      return { bytes, contentType: variantContentType(request, contentTypeOfKey(key)) };
    },

    /** `key` names an image this user uploaded (and that arrived); otherwise 400 with `messageKey`. */
    async assertOwnImage(userId: number, key: string, messageKey = 'imageNotUploaded') {
      if (!(await arrived(userId, key))) throw new AppError(400, ErrorCode.validation, messageKey);
    },

    /**
     * With files in a bucket, the upload went straight there: the first use of a key looks at what arrived (the
     * presigned type, at most 5 MB, not empty, really that image within the pixel limits) and records it as uploaded,
     * as the API's own upload route does; anything else is deleted from the bucket (a picture over the limits answers
     * pictureIsTooLarge). Without a bucket there is nothing to look at.
     */
    confirmArrived: (userId: number, key: string) => arrived(userId, key),
  };
};

export type UploadService = ReturnType<typeof createUploadService>;
