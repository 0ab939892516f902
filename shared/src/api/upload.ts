import { api } from './client';

/** A failed upload, named by its message key (spec section 8: fileCannotBeEmpty, fileUploadFail). */
export class UploadError extends Error {}

/**
 * Spec section 7: presigns one image in `folder` (profile, service, academy, product …), then PUTs its bytes to
 * the answered URL with its content type; answers the key to send where a picture is asked for. The URL is the
 * API's own or the bucket's, signed for this type and size: the PUT carries no token and no other header.
 */
export async function uploadImage(file: File, folder: string): Promise<string> {
  if (file.size === 0) throw new UploadError('fileCannotBeEmpty');
  // With the first upload, not with every page: the contract brings the schema library.
  const { presignedUploadSchema, toUploadFileName, uploadExtensionOf } = await import('../contract/upload');
  const ext = uploadExtensionOf(file.type);
  const presigned = await api.post('/upload/presign', {
    media: [{ ext, type: folder, filename: toUploadFileName(file.name), size: file.size }],
  });
  const upload = presignedUploadSchema.array().parse(presigned.data.data)[0];
  if (!upload) throw new UploadError('fileUploadFail');
  const answer = await fetch(upload.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': upload.contentType },
    body: file,
  });
  if (!answer.ok) throw new UploadError('fileUploadFail');
  return upload.key;
}
