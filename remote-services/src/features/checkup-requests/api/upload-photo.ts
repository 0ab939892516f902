import { api } from '@portal/shared';
import { presignedUploadSchema, uploadContentTypes, uploadExtensionOf } from '@portal/shared/contract';

export class PhotoUploadError extends Error {}

/** Spec section 4: presign (type 'service'), then PUT the file to the returned URL; answers the storage key. */
export const uploadPhoto = async (file: File): Promise<string> => {
  if (file.size === 0) throw new PhotoUploadError('fileCannotBeEmpty');
  const ext = uploadExtensionOf(file.type);
  if (!(ext in uploadContentTypes)) throw new PhotoUploadError('checkupPhotoMustBeImage');
  const presigned = presignedUploadSchema
    .array()
    .parse(
      (await api.post('/upload/presign', { media: [{ ext, type: 'service', filename: file.name }] })).data
        .data,
    );
  const upload = presigned[0];
  if (!upload) throw new PhotoUploadError('fileUploadFail');
  const answer = await fetch(upload.uploadUrl, {
    method: 'PUT',
    headers: { 'Content-Type': upload.contentType },
    body: file,
  });
  if (!answer.ok) throw new PhotoUploadError('fileUploadFail');
  return upload.key;
};
