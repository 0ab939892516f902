import { z } from 'zod';
import { bodyObject } from './common';
import { imageFormats, imageWidths } from './image-variants';

/** Image types an upload may have, by extension (the image MIME subtype, or jpg). */
export const uploadContentTypes = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
export type UploadExtension = keyof typeof uploadContentTypes;

export const maxUploadBytes = 5 * 1024 * 1024;

/**
 * Spec section 5: the part of the name before its first dot, kept as it is when it is one character, otherwise
 * with everything but letters removed (spaces too). Never empty.
 */
export const toUploadFileName = (filename: string) => {
  const base = filename.split('.')[0] ?? '';
  const kept = base.length === 1 ? base.replace(/[^\p{L}\p{N}]/gu, '') : base.replace(/[^\p{L}\p{M}]/gu, '');
  return kept.slice(0, 100) || 'file';
};

/** The extension a picked file is sent with: its MIME subtype (image/jpeg → jpeg). */
export const uploadExtensionOf = (mimeType: string) => mimeType.split('/')[1]?.split(/[+;]/)[0] ?? '';

export const presignMediaSchema = z.object(
  {
    ext: z.enum(Object.keys(uploadContentTypes) as [UploadExtension, ...UploadExtension[]], {
      error: 'unsupportedFileType',
    }),
    /** A folder such as 'service', 'profile' or 'businessPartner'. */
    type: z.string({ error: 'invalidUploadType' }).regex(/^[A-Za-z][A-Za-z0-9-]{0,31}$/, 'invalidUploadType'),
    filename: z.string({ error: 'badRequest' }).max(255, 'textIsTooLong').default(''),
    /** The file's size in bytes, when the client knows it: the upload URL then takes exactly that many. */
    size: z
      .number({ error: 'badRequest' })
      .int('badRequest')
      .min(1, 'fileCannotBeEmpty')
      .max(maxUploadBytes, 'payloadTooLarge')
      .optional(),
  },
  { error: 'badRequest' },
);

export const presignBodySchema = bodyObject({
  media: z
    .array(presignMediaSchema, { error: 'mediaIsRequired' })
    .min(1, 'mediaIsRequired')
    .max(10, 'tooManyFiles'),
});
export type PresignBody = z.infer<typeof presignBodySchema>;

/** PUT the file's bytes to `uploadUrl` with its content type; then send `key` where an image is asked for. */
export const presignedUploadSchema = z.object({
  uploadUrl: z.string(),
  key: z.string(),
  contentType: z.string(),
  expiresAt: z.string(),
});
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;

/** GET upload/files/{key}: `w` resizes the picture to one of the offered widths, `format` converts it. */
export const imageVariantQuerySchema = z.object({
  w: z
    .enum(imageWidths.map(String) as [string, ...string[]], { error: 'imageWidthNotOffered' })
    .transform(Number)
    .optional(),
  format: z.enum(imageFormats, { error: 'imageFormatNotOffered' }).optional(),
});
export type ImageVariantQuery = z.infer<typeof imageVariantQuerySchema>;
