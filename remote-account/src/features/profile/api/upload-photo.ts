import { api } from '@portal/shared';
import {
  type PresignedUpload,
  presignedUploadSchema,
  toUploadFileName,
  uploadExtensionOf,
} from '@portal/shared/contract';

/** A failure named by its message key (spec section 8: fileCannotBeEmpty, fileUploadFail). */
export class UploadError extends Error {}

/** Presigns one profile picture, PUTs its bytes to the signed URL, and answers the key the profile keeps. */
export const uploadPhoto = async (file: File): Promise<string> => {
  if (file.size === 0) throw new UploadError('fileCannotBeEmpty');
  const answer = await api.post('/upload/presign', {
    media: [{ ext: uploadExtensionOf(file.type), type: 'profile', filename: toUploadFileName(file.name) }],
  });
  const [upload]: PresignedUpload[] = presignedUploadSchema.array().parse(answer.data.data);
  if (!upload) throw new UploadError('fileUploadFail');
  // The signed URL is complete (root-relative or absolute): it is not under the client's base path.
  await api.put(upload.uploadUrl, file, { baseURL: '', headers: { 'Content-Type': upload.contentType } });
  return upload.key;
};
